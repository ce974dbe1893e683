import type { ProductSummary } from '@store/contracts';
import { useRemote } from '../catalog-api/use-remote';
import { ProductGrid } from '../products/product-grid';
import styles from './home.module.css';

/** A titled row of products on the home; it stays out of the page when there is nothing to show. */
export function ProductRail({
  id,
  title,
  load,
}: {
  id: string;
  title: string;
  load: () => Promise<ProductSummary[]>;
}) {
  const products = useRemote(`rail:${id}`, load).data;
  if (!products?.length) return null;
  return (
    <section aria-labelledby={`home-${id}`} className={styles.section}>
      <h2 id={`home-${id}`}>{title}</h2>
      <ProductGrid products={products} />
    </section>
  );
}
