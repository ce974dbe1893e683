import type { ProductSummary } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** The cards of the first row on a wide screen. */
const FIRST_ROW = 4;

export function ProductGrid({
  products,
  label,
  color,
  firstRowInView = false,
  preloadFirst = false,
  headingLevel = 3,
}: {
  products: ProductSummary[];
  label?: string;
  /** The cards' names: 2 on a page whose products come right under its title, 3 under a section's. */
  headingLevel?: 2 | 3;
  /**
   * The grid starts in the first screen (a list under its title): its first row's pictures load at
   * once. A grid further down (the home's rails) leaves them to the browser's lazy loading, so on
   * a phone they are not asked for before the page's first paint.
   */
  firstRowInView?: boolean;
  /** The first card's picture is the page's largest paint: asked for from the head. */
  preloadFirst?: boolean;
  /** The colour a list is filtered by: cards show it. */
  color?: string;
}) {
  const { t } = useTranslation('catalog');
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            color={color}
            priority={
              firstRowInView && index < FIRST_ROW ? (index === 0 ? 'high' : 'eager') : undefined
            }
            preloadPicture={preloadFirst && index === 0}
            headingLevel={headingLevel}
            t={t}
          />
        </li>
      ))}
    </ul>
  );
}
