import { Link, useTranslation } from '@store/platform';
import type { LineTarget } from '../cart/cart-model';
import { lineView } from '../cart-view/line-view';
import { MissingDesign } from '../cart-view/missing-design';
import { Thumbnail } from '../cart-view/thumbnail';
import type { CartItem } from '@store/contracts';
import styles from './drawer-line.module.css';

/**
 * One row of the drawer: thumbnail, name, description and quantity (spec section 2); a curve
 * group lists its sizes and colours, each removable on its own.
 */
export function DrawerLine({
  item,
  onRemove,
  onLeave,
}: {
  item: CartItem;
  /** The drawer closes when a link of the row leads elsewhere (the builder). */
  onLeave?: () => void;
  /** Absent where rows cannot be removed (checkout, the builder). */
  onRemove?: (target: LineTarget) => void;
}) {
  const { t } = useTranslation('cart');
  const line = lineView(item);
  return (
    <li className={styles.line}>
      <Thumbnail src={line.preview ?? line.image} alt="" />
      <div className={styles.text}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.description}>{line.variant || line.description}</p>
        <p className={styles.quantity}>{t('line.quantity', { count: line.quantity })}</p>
        <MissingDesign line={line} onLeave={onLeave} />
        {line.editLink && (
          <Link
            to={line.editLink}
            aria-label={t('line.editDesignOf', { name: line.name })}
            onClick={onLeave}
          >
            {t('line.editDesign')}
          </Link>
        )}
        {line.children.length > 0 && (
          <ul className={styles.children} aria-label={t('line.sizes')}>
            {line.children.map((child) => (
              <li key={child.shoppingCartUUID}>
                <span>
                  {child.variant} × {child.quantity}
                </span>
                {onRemove && (
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('line.removeVariant', {
                      name: line.name,
                      variant: child.variant,
                    })}
                    onClick={() =>
                      onRemove({
                        shoppingCartUUID: child.shoppingCartUUID,
                        genericShoppingCartUUID: item.shoppingCartUUID,
                      })
                    }
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={t('line.remove', { name: line.name })}
          onClick={() => onRemove({ shoppingCartUUID: item.shoppingCartUUID })}
        >
          ×
        </button>
      )}
    </li>
  );
}
