import type { ProductSummary } from '@store/contracts';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** The cards of the first row on a wide screen: in view at once, so never loaded lazily. */
const EAGER_CARDS = 4;

export function ProductGrid({
  products,
  label,
  color,
}: {
  products: ProductSummary[];
  label?: string;
  /** The colour a list is filtered by: cards show it. */
  color?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            color={color}
            priority={index < EAGER_CARDS ? (index === 0 ? 'high' : 'eager') : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
