import { useState } from 'react';
import type { ApplicationTechnique, ProductDetail, ProductVariant } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import { NumberField } from '@store/ui';
import { addRequest, type ChosenLine } from './cart-items';
import { OrderActions } from './order-actions';
import { PricePanel } from './price-panel';
import { refusedUnderMinimum, TechniqueSelect } from './technique-select';
import { useServerPrice } from './use-server-price';
import styles from './detail.module.css';

const unique = (values: (string | null)[]) => [
  ...new Set(values.filter((v): v is string => v !== null)),
];

/** A curve product: a size x colour grid of quantities with the stock of each cell, and totals. */
export function CurveOrderForm({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog-detail');
  const { config } = useStore();
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [technique, setTechnique] = useState<ApplicationTechnique | null>(
    product.techniques[0] ?? null,
  );
  const sizes = unique(product.variants.map((v) => v.size));
  const colors = unique(product.variants.map((v) => v.color?.name ?? null));
  const cell = (color: string, size: string) =>
    product.variants.find((v) => v.color?.name === color && v.size === size);

  const lines: ChosenLine[] = product.variants.flatMap((variant) => {
    const quantity = Number(amounts[variant.id] || '0');
    return quantity > 0 ? [{ variant, quantity }] : [];
  });
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const over = lines.find((line) => line.quantity > line.variant.stock);
  const refused = refusedUnderMinimum(technique, units, config.usePriceWithoutMinimun);
  const valid = units > 0 && !over && !refused;
  const price = useServerPrice(valid ? addRequest(product, lines, technique, 'cart') : null);

  const input = (variant: ProductVariant | undefined, color: string, size: string) =>
    variant ? (
      <div className={styles.cell} data-sold-out={variant.stock === 0 || undefined}>
        <NumberField
          label={t('detail.cellLabel', { color, size })}
          className={styles.cellField}
          value={amounts[variant.id] ?? ''}
          maxLength={5}
          disabled={variant.stock === 0}
          placeholder="0"
          error={
            Number(amounts[variant.id] || '0') > variant.stock
              ? t('detail.overStock', { count: variant.stock })
              : null
          }
          onChange={(event) =>
            setAmounts((current) => ({ ...current, [variant.id]: event.target.value }))
          }
        />
        <span className={styles.cellStock}>
          {variant.stock === 0
            ? t('detail.outOfStock')
            : t('detail.cellStock', { count: variant.stock })}
        </span>
      </div>
    ) : null;

  return (
    <div className={styles.form}>
      <div className={styles.curveScroll}>
        <table className={styles.curve}>
          <caption>{t('detail.curveTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('detail.color')}</th>
              {sizes.map((size) => (
                <th key={size} scope="col">
                  {size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {colors.map((color) => (
              <tr key={color}>
                <th scope="row">
                  <span
                    className={styles.dot}
                    style={{
                      background: product.variants.find((v) => v.color?.name === color)?.color?.hex,
                    }}
                  />{' '}
                  {color}
                </th>
                {sizes.map((size) => (
                  <td key={size}>{input(cell(color, size), color, size)}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('detail.totalUnits')}</th>
              <td colSpan={sizes.length}>
                <output aria-live="polite">{units}</output>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {units === 0 && <p className={styles.note}>{t('detail.noUnits')}</p>}
      <TechniqueSelect
        techniques={product.techniques}
        value={technique}
        units={units}
        onChange={setTechnique}
      />
      <PricePanel product={product} units={valid ? units : 0} price={price} />
      <OrderActions product={product} lines={lines} technique={technique} blocked={!valid} />
    </div>
  );
}
