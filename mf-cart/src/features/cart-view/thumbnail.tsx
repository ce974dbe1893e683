import styles from './thumbnail.module.css';

/** A product's picture in a cart row: 69 px on desktop, 60 px on mobile (spec section 2). */
export function Thumbnail({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return <span className={styles.thumbnail} aria-hidden="true" />;
  return (
    <img className={styles.thumbnail} src={src} alt={alt} width={69} height={69} loading="lazy" />
  );
}
