import type { ProductSummary } from '@store/contracts';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

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
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} color={color} />
        </li>
      ))}
    </ul>
  );
}
