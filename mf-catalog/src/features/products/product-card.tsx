import { preload } from 'react-dom';
import { paths, type ProductSummary } from '@store/contracts';
import { Link, useStore, type useTranslation } from '@store/platform';
import { Price } from '@store/ui';
import styles from './product-card.module.css';

const MAX_SWATCHES = 5;

/** The catalogue's texts, read once by the grid for all its cards. */
export type CatalogTexts = ReturnType<typeof useTranslation>['t'];

/**
 * A product in a grid: picture, name, price from, colours and stock, linking to its page. In a
 * list filtered by a colour it shows, and opens, the product in that colour. Its texts come from
 * the grid: a server render pays for every `useTranslation` (react-i18next wraps the instance
 * each time), and a list has dozens of cards.
 */
export function ProductCard({
  product,
  color,
  priority,
  preloadPicture = false,
  headingLevel = 3,
  t,
}: {
  product: ProductSummary;
  t: CatalogTexts;
  color?: string;
  /**
   * A card in view on arrival: its picture loads at once, `high` first (the list's LCP), `eager`
   * after what the first paint needs (low priority).
   */
  priority?: 'high' | 'eager';
  /** Its picture is asked for from the page's head, before the scripts (the list's LCP). */
  preloadPicture?: boolean;
  /** Headings go down one level at a time (WCAG 1.3.1): the grid says where it sits. */
  headingLevel?: 2 | 3;
}) {
  const { config } = useStore();
  const soldOut = product.totalStock === 0;
  const chosen = color ? product.colors.find((candidate) => candidate.name === color) : undefined;
  const page = paths.productDetail({
    kind: product.kind,
    productDesc: product.slug,
    productType: product.productType,
  });
  const href = chosen ? `${page}?${new URLSearchParams({ color: chosen.name }).toString()}` : page;
  const picture = chosen?.image ?? product.featuredImg;
  // Rendered on the server, this puts the picture's preload in the page's <head>.
  if (preloadPicture && picture) preload(picture, { as: 'image', fetchPriority: 'high' });
  const Name = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-sold-out={soldOut || undefined}>
      <div className={styles.media}>
        {picture && (
          <img
            src={picture}
            // The staff's words for the featured picture; else decorative (the name follows).
            alt={picture === product.featuredImg ? (product.featuredImgAlt ?? '') : ''}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority === 'high' ? 'high' : priority === 'eager' ? 'low' : 'auto'}
            width={400}
            height={440}
          />
        )}
        {soldOut && <span className={styles.badge}>{t('card.outOfStock')}</span>}
      </div>
      <div className={styles.body}>
        <span className={styles.category}>{product.category.title}</span>
        <Name className={styles.name}>
          <Link to={href} className={styles.link}>
            {product.name}
          </Link>
        </Name>
        <ul
          className={styles.swatches}
          aria-label={t('card.colors', { count: product.colors.length })}
        >
          {product.colors.slice(0, MAX_SWATCHES).map((color) => (
            <li key={color.name} title={color.name} style={{ background: color.hex }} />
          ))}
          {product.colors.length > MAX_SWATCHES && (
            <li className={styles.more}>+{product.colors.length - MAX_SWATCHES}</li>
          )}
        </ul>
        <p className={styles.price}>
          <span className={styles.from}>{t('card.from')}</span> <Price value={product.priceFrom} />{' '}
          <span className={styles.tax}>
            {config.withTaxes ? t('card.withTaxes') : t('card.plusTaxes')}
          </span>
        </p>
      </div>
    </article>
  );
}
