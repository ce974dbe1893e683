import type { ProductSummary } from '@store/contracts';
import { ProductGrid } from '../products/product-grid';
import styles from './home.module.css';

/** A titled row of products on the home; it stays out of the page when there is nothing to show. */
export function ProductRail({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: ProductSummary[];
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`home-${id}`} className={styles.section}>
      <h2 id={`home-${id}`}>{title}</h2>
      <ProductGrid products={products} />
    </section>
  );
}
