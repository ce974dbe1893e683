import { useState } from 'react';
import type { EditableVariant, ProductVariants } from '@store/contracts';
import { adminApi } from '../../api/admin-api';
import styles from '../../layout/backoffice.module.css';
import { PageError } from '../../layout/page-error';
import { units } from '../../texts';
import catalog from '../catalog.module.css';
import { StockAdjustmentForm } from '../stock-adjustment-form';
import { StockHistory } from '../stock-history';
import { useFreshLoad } from '../use-fresh-load';
import { RetireVariant } from './retire-variant';
import { traitsOf, VariantOrder } from './variant-order';
import { VariantForm, type VariantDraft } from './variant-form';
import { variantsApi } from './variants-api';

/**
 * «Variantes y stock»: «Orden en la tienda» (owner and catalogue, with two variants or more); each variant opens to its fields (owner and catalogue), «Quitar variante»,
 * «Ajustar stock» and its history; «Agregar variante» at the end. Every write moves the product's
 * one version: the page reloads (its summary and the other forms take the new one).
 */
export function VariantsSection({
  token,
  id,
  version,
  canWrite,
  round,
  onSaved,
}: {
  token: string;
  id: number;
  /** The product's version as the page last read it: the other forms' saves move it too. */
  version: number;
  canWrite: boolean;
  /** Moves after each write of the page: the stock histories load again. */
  round: number;
  onSaved: () => void;
}) {
  // «Recargar» after a 409: the forms start again from what the server holds.
  const { data, error, reload, formKey, startAgain } = useFreshLoad(String(id), () =>
    variantsApi.get(token, id),
  );
  // The version the last save answered, before the page's reload brings it.
  const [savedVersion, setSavedVersion] = useState(0);
  if (error) return <PageError error={error} />;
  if (!data) return <p>Cargando las variantes…</p>;
  const product: ProductVariants = {
    ...data,
    version: Math.max(data.version, version, savedVersion),
  };
  const done = (saved: ProductVariants) => {
    setSavedVersion(saved.version);
    reload();
    onSaved();
    return saved;
  };
  const send = (variant: EditableVariant | null) => (draft: VariantDraft) =>
    variant
      ? variantsApi.save(token, id, variant.id, { ...draft, version: product.version }).then(done)
      : variantsApi
          .add(token, id, { ...draft, stock: draft.stock ?? 0, version: product.version })
          .then(done);

  return (
    <div className={styles.card}>
      <h2>Variantes y stock</h2>
      {canWrite && product.variants.length > 1 && (
        <VariantOrder
          product={product}
          onOrder={(order) => variantsApi.order(token, id, product.version, order).then(done)}
          onReload={startAgain}
        />
      )}
      {product.variants.map((v) => (
        <details key={v.id} className={catalog.variant}>
          <summary>
            <strong>{v.sku}</strong>
            {v.colorHex && (
              <span
                className={catalog.swatch}
                style={{ background: v.colorHex }}
                aria-hidden="true"
              />
            )}
            <span>{traitsOf(v)}</span>
            <span>{units(v.stock)} unidades</span>
            <span className={catalog.open}>
              {canWrite ? 'Editar, ajustar stock e historial' : 'Historial'}
            </span>
          </summary>
          {canWrite && (
            <>
              <h3>Datos de la variante</h3>
              <VariantForm
                key={`${formKey}-${v.id}`}
                title={`Variante ${v.sku}`}
                product={product}
                variant={v}
                submitLabel="Guardar variante"
                savedText="Variante guardada."
                onSave={send(v)}
                onReload={startAgain}
              />
              <RetireVariant
                variant={v}
                last={product.variants.length === 1}
                onRetire={() => variantsApi.retire(token, id, v.id, product.version).then(done)}
                onReload={startAgain}
              />
              <h3>Ajustar stock</h3>
              <StockAdjustmentForm
                variant={{ id: v.id, sku: v.sku, color: v.colorName, size: v.size, stock: v.stock }}
                onAdjust={async (body) => {
                  const answer = await adminApi.adjustStock(token, v.id, body);
                  reload();
                  onSaved();
                  return answer;
                }}
              />
            </>
          )}
          <StockHistory token={token} variantId={v.id} sku={v.sku} round={round} />
        </details>
      ))}
      {canWrite && (
        <details className={catalog.variant}>
          <summary>
            <strong>Agregar variante</strong>
          </summary>
          <VariantForm
            key={formKey}
            title="Agregar variante"
            product={product}
            variant={null}
            submitLabel="Agregar variante"
            savedText="Variante agregada."
            onSave={send(null)}
            onReload={startAgain}
          />
        </details>
      )}
    </div>
  );
}
