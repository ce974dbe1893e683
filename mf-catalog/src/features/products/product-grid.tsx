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
  headingLevel = 3,
}: {
  products: ProductSummary[];
  label?: string;
  /** The cards' names: 2 on a page whose products come right under its title, 3 under a section's. */
  headingLevel?: 2 | 3;
  /**
   * The grid starts in the first screen (a list under its title): its first row's pictures load at
   * once, and the first, the page's largest paint, is asked for from the head at high priority;
   * the row's others at low priority, so on a slow line they wait for the fonts and stylesheets
   * the first paint needs (on a phone they are the second row). A grid further
   * down (the home's rails) leaves them to the browser's lazy loading, so on a phone they are not
   * asked for before the page's first paint.
   */
  firstRowInView?: boolean;
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
            preloadPicture={firstRowInView && index === 0}
            headingLevel={headingLevel}
            t={t}
          />
        </li>
      ))}
    </ul>
  );
}
