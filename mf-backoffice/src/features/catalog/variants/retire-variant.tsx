import type { EditableVariant } from '@store/contracts';
import { units } from '../../texts';
import { ConfirmedAction } from '../confirmed-action';

/**
 * «Quitar variante», confirmed in a dialog that says what it means: the storefront stops offering
 * it, carts holding it say it is no longer available, orders and quotes keep it. The last variant
 * on sale cannot go (the API refuses it too).
 */
export function RetireVariant({
  variant,
  last,
  onRetire,
  onReload,
}: {
  variant: EditableVariant;
  last: boolean;
  onRetire: () => Promise<unknown>;
  onReload: () => void;
}) {
  if (last) return <p>Es la única variante a la venta: para quitarla, primero agregue otra.</p>;
  return (
    <ConfirmedAction
      label="Quitar variante"
      title={`¿Quitar la variante ${variant.sku}?`}
      confirmLabel="Sí, quitar"
      onConfirm={onRetire}
      onReload={onReload}
    >
      <p>
        La tienda deja de ofrecerla y un carrito que la tenga avisa que ya no está disponible. Los
        pedidos y cotizaciones que la tienen la siguen mostrando, y su SKU no se puede volver a
        usar. {variant.stock > 0 ? `Sus ${units(variant.stock)} unidades salen del stock.` : ''}
      </p>
    </ConfirmedAction>
  );
}
