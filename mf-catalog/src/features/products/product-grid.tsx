import type { ProductSummary } from '@store/contracts';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export function ProductGrid({ products, label }: { products: ProductSummary[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
