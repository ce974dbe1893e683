import cardStyles from './product-card.module.css';
import gridStyles from './product-grid.module.css';

/** A non-breaking space: an empty line that still takes a line's height. */
const LINE = '\u00a0';

/**
 * A card's final size before its product arrives: the same boxes and line heights as
 * ProductCard, empty, so the grid does not move when the products replace it (layout shift).
 */
function ProductCardSkeleton() {
  return (
    <div className={cardStyles.card} data-skeleton>
      <div className={cardStyles.media} />
      <div className={cardStyles.body}>
        <span className={cardStyles.category}>{LINE}</span>
        <p className={cardStyles.name}>{LINE}</p>
        <span className={cardStyles.swatches}>
          <span className={cardStyles.swatch} />
        </span>
        <p className={cardStyles.price}>{LINE}</p>
      </div>
    </div>
  );
}

/** `count` empty cards in the product grid, hidden from assistive technology. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={gridStyles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
