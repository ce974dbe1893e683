import type { PriceFields, ProductDetail } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import { Price } from '@store/ui';
import { tierPrice } from './cart-items';
import type { ServerPrice } from './use-server-price';
import styles from './detail.module.css';

/**
 * The price of what the buyer chose, as the server's pricing engine answers it: the price of one
 * unit, rounded first, and the total, which is exactly that unit price times the quantity. The
 * browser computes no total; until the server answers, only the list price of one unit at the
 * quantity's tier is shown, said to be a list price.
 */
export function PricePanel({
  product,
  units,
  price,
}: {
  product: ProductDetail;
  units: number;
  price: ServerPrice;
}) {
  const { t } = useTranslation('catalog-detail');
  const { config } = useStore();
  const taxNote = config.withTaxes ? t('detail.withTaxes') : t('detail.plusTaxes');
  const server = price.status === 'ready' ? shownPrice(price.price, config.withTaxes) : null;
  const unit = server?.unit ?? tierPrice(product, Math.max(units, 1));

  return (
    <section
      className={styles.pricePanel}
      aria-labelledby="price-heading"
      aria-busy={price.status === 'loading'}
    >
      <h2 id="price-heading" className={styles.priceHeading}>
        {units > 0 ? t('detail.priceFor', { count: units }) : t('detail.unitPrice')}
      </h2>
      <div className={styles.priceRow}>
        <span>{t('detail.unitPrice')}</span>
        <Price value={unit} className={styles.unitPrice} />
      </div>
      {/* The total's row is kept, empty and hidden, while the server prices: the actions below
          do not move when the total arrives (layout shift). */}
      {units > 0 &&
        (server ? (
          <div className={styles.priceRow} data-total>
            <span>{t('detail.total')}</span>
            <span>
              <Price value={server.total} className={styles.totalPrice} /> <small>{taxNote}</small>
            </span>
          </div>
        ) : (
          <div className={styles.priceRow} data-pending aria-hidden="true">
            <span className={styles.totalPrice}>{'\u00a0'}</span>
          </div>
        ))}
      <p className={styles.priceNote} role="status">
        {price.status === 'loading'
          ? t('detail.calculating')
          : server === null
            ? t('detail.estimated')
            : ''}
      </p>
    </section>
  );
}

/** The server's unit price and total, with or without IVA as the store shows prices. */
function shownPrice(fields: PriceFields, withTaxes: boolean) {
  const unit = withTaxes ? fields.unitTotal : fields.unitSubTotal;
  if (unit === undefined) return null;
  return { unit, total: withTaxes ? fields.total : fields.subTotal };
}

export function TierTable({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog-detail');
  if (product.priceTiers.length < 2) return null;
  return (
    <table className={styles.tiers}>
      <caption>{t('detail.tiers')}</caption>
      <tbody>
        {product.priceTiers.map((tier) => (
          <tr key={tier.minQuantity}>
            <th scope="row">{t('detail.tierFrom', { count: tier.minQuantity })}</th>
            <td>
              <Price value={tier.unitPrice} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
