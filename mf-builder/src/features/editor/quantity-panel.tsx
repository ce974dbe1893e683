import { useId } from 'react';
import type { ProductDetail, ProductVariant } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { NumberField } from '@store/ui';
import type { Quantities } from './order-lines';
import styles from './editor.module.css';

interface Props {
  product: ProductDetail;
  quantities: Quantities;
  onQuantities: (quantities: Quantities) => void;
  /** The colour the mockup shows. */
  colorVariant: ProductVariant | null;
  onColor: (variant: ProductVariant) => void;
}

const colorsOf = (product: ProductDetail) =>
  product.variants.filter(
    (variant, index, all) => all.findIndex((v) => v.color?.name === variant.color?.name) === index,
  );

/**
 * The product's colour (what the mockup shows, under its own heading) and how many of which
 * variant: a quantity for a simple product; a colour x size grid for a curve product, all sizes
 * and colours added with the same design in one go.
 */
export function QuantityPanel({ product, quantities, onQuantities, colorVariant, onColor }: Props) {
  const { t } = useTranslation('builder');
  const set = (variant: ProductVariant, value: string) =>
    onQuantities(
      product.kind === 'simple' ? { [variant.id]: value } : { ...quantities, [variant.id]: value },
    );
  const colors = colorsOf(product);
  const sizes = [...new Set(product.variants.map((v) => v.size).filter(Boolean))] as string[];
  const units = Object.values(quantities).reduce((sum, value) => sum + Number(value || '0'), 0);

  const colorHeading = useId();

  return (
    <div className={styles.panel}>
      {colors.length > 1 && (
        <div className={styles.colorChoice}>
          <p className={styles.panelHeading}>
            <span id={colorHeading}>{t('productColor')}</span>
            {colorVariant?.color && (
              <span className={styles.chosenColor}> · {colorVariant.color.name}</span>
            )}
          </p>
          <div className={styles.swatches} role="radiogroup" aria-labelledby={colorHeading}>
            {colors.map((variant) => (
              <button
                key={variant.id}
                type="button"
                role="radio"
                aria-checked={colorVariant?.color?.name === variant.color?.name}
                aria-label={variant.color?.name ?? variant.sku}
                title={variant.color?.name}
                className={styles.swatch}
                style={{ background: variant.color?.hex }}
                onClick={() => {
                  onColor(variant);
                  const current = product.variants.find((v) => Number(quantities[v.id] || '0') > 0);
                  if (product.kind === 'simple' && current)
                    onQuantities({ [variant.id]: quantities[current.id] ?? '' });
                }}
              />
            ))}
          </div>
        </div>
      )}
      {product.kind === 'simple' ? (
        <NumberField
          label={t('quantity')}
          maxLength={5}
          value={Object.values(quantities)[0] ?? ''}
          onChange={(event) => colorVariant && set(colorVariant, event.target.value)}
        />
      ) : (
        <fieldset className={styles.curveQuantities}>
          <legend className={styles.panelHeading}>{t('quantity')}</legend>
          <div className={styles.curve}>
            {colors.flatMap((color) =>
              sizes.map((size) => {
                const variant = product.variants.find(
                  (v) => v.color?.name === color.color?.name && v.size === size,
                );
                if (!variant) return null;
                return (
                  <NumberField
                    key={variant.id}
                    label={t('cellLabel', { color: color.color?.name ?? '', size })}
                    maxLength={5}
                    placeholder="0"
                    disabled={variant.stock === 0}
                    value={quantities[variant.id] ?? ''}
                    onChange={(event) => set(variant, event.target.value)}
                  />
                );
              }),
            )}
            <output aria-live="polite">{t('totalUnits', { count: units })}</output>
          </div>
        </fieldset>
      )}
    </div>
  );
}
