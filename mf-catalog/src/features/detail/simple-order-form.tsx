import { useState } from 'react';
import type { ApplicationTechnique, ProductDetail, ProductVariant } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import { NumberField } from '@store/ui';
import { addRequest } from './cart-items';
import { OrderActions } from './order-actions';
import { PricePanel } from './price-panel';
import { StockLabel } from './stock-label';
import { refusedUnderMinimum, TechniqueSelect } from './technique-select';
import { useServerPrice } from './use-server-price';
import styles from './detail.module.css';

/** A simple product: colour, quantity, technique, the server's price and the order buttons. */
export function SimpleOrderForm({
  product,
  variant,
  onVariant,
}: {
  product: ProductDetail;
  variant: ProductVariant;
  onVariant: (variant: ProductVariant) => void;
}) {
  const { t } = useTranslation('catalog-detail');
  const { config } = useStore();
  const [quantity, setQuantity] = useState(String(product.techniques[0]?.minUnitsForPrinting ?? 1));
  const [technique, setTechnique] = useState<ApplicationTechnique | null>(
    product.techniques[0] ?? null,
  );
  const units = Number(quantity || '0');
  const problem =
    variant.stock === 0
      ? null
      : units < 1
        ? t('detail.quantityRequired')
        : units > variant.stock
          ? t('detail.overStock', { count: variant.stock })
          : null;
  const refused = refusedUnderMinimum(technique, units, config.usePriceWithoutMinimun);
  const valid = variant.stock > 0 && !problem && !refused;
  const lines = [{ variant, quantity: units }];
  const price = useServerPrice(valid ? addRequest(product, lines, technique, 'cart') : null);

  return (
    <div className={styles.form}>
      {product.variants.length > 1 && (
        <fieldset className={styles.colors}>
          <legend>
            {t('detail.color')}: <strong>{variant.color?.name}</strong>
          </legend>
          {product.variants.map((candidate) => (
            <label
              key={candidate.id}
              className={styles.swatch}
              title={candidate.color?.name ?? candidate.sku}
              data-sold-out={candidate.stock === 0 || undefined}
            >
              <input
                type="radio"
                name="variant"
                value={candidate.id}
                checked={candidate.id === variant.id}
                onChange={() => onVariant(candidate)}
                aria-label={candidate.color?.name ?? candidate.sku}
              />
              <span style={{ background: candidate.color?.hex ?? 'transparent' }} />
            </label>
          ))}
        </fieldset>
      )}
      <StockLabel stock={variant.stock} />
      <div className={styles.quantityRow}>
        <NumberField
          label={t('detail.quantity')}
          value={quantity}
          maxLength={5}
          onChange={(event) => setQuantity(event.target.value)}
          error={problem}
          disabled={variant.stock === 0}
        />
        <TechniqueSelect
          techniques={product.techniques}
          value={technique}
          units={units}
          onChange={setTechnique}
        />
      </div>
      <PricePanel product={product} units={valid ? units : 0} price={price} />
      <OrderActions product={product} lines={lines} technique={technique} blocked={!valid} />
    </div>
  );
}
