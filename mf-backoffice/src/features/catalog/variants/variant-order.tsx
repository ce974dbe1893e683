import { useRef } from 'react';
import type { EditableVariant, ProductVariants } from '@store/contracts';
import {
  MoveButtons,
  movedOrder,
  useMoveRefusal,
  useMovedFocus,
  type Direction,
} from '../../layout/move-in-list';
import catalog from '../catalog.module.css';

/** How a variant reads: `Rojo · M`. */
export const traitsOf = (v: EditableVariant) => [v.colorName, v.size].filter(Boolean).join(' · ');

/**
 * «Orden en la tienda»: the variants on sale in the order the storefront offers their colours
 * and sizes, each moved a place with «Subir» or «Bajar» (the focus stays on the moved variant's
 * button). A move someone else's save made stale answers 409, with «Recargar».
 */
export function VariantOrder({
  product,
  onOrder,
  onReload,
}: {
  product: ProductVariants;
  onOrder: (order: number[]) => Promise<ProductVariants>;
  onReload: () => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const { attempt, refusal } = useMoveRefusal(onReload);
  const rememberMove = useMovedFocus(list, 'data-variant', product.variants);
  const count = product.variants.length;

  const move = async (variant: EditableVariant, direction: Direction) => {
    const order = movedOrder(
      product.variants.map((v) => v.id),
      variant.id,
      direction,
    );
    if (!order) return;
    if (await attempt(() => onOrder(order))) rememberMove(variant.id, direction);
  };

  return (
    <section aria-labelledby="variant-order-title">
      <h3 id="variant-order-title">Orden en la tienda</h3>
      <p>La página del producto ofrece los colores y los talles en este orden.</p>
      {refusal}
      <ol ref={list} className={catalog.order}>
        {product.variants.map((v, index) => (
          <li key={v.id} data-variant={v.id}>
            <span>
              <strong>{v.sku}</strong> {traitsOf(v)}
            </span>
            <MoveButtons
              index={index}
              count={count}
              name={v.sku}
              onMove={(direction) => void move(v, direction)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
