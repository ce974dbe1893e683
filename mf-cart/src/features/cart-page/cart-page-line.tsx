import type { CartItem, PriceFields } from '@store/contracts';
import { Link, useTranslation } from '@store/platform';
import type { LineTarget } from '../cart/cart-model';
import { lineView } from '../cart-view/line-view';
import { MissingDesign } from '../cart-view/missing-design';
import { Thumbnail } from '../cart-view/thumbnail';
import styles from './cart-page-line.module.css';
import { LineBreakdown } from './line-breakdown';
import { QuantityEditor } from './quantity-editor';

export interface LineActions {
  busy: boolean;
  /** Answers the reason when the change was refused, else null. */
  update: (target: LineTarget, quantity: number) => Promise<string | null>;
  remove: (target: LineTarget) => void;
}

/** One line of /shopping-cart: what it is, its design, its quantities and its prices. */
export function CartPageLine({
  item,
  fields,
  actions,
}: {
  item: CartItem;
  fields: PriceFields | null;
  actions: LineActions;
}) {
  const { t } = useTranslation('cart');
  const line = lineView(item);
  const group = item.shoppingCartUUID;
  return (
    <li className={styles.line}>
      <Thumbnail src={line.preview ?? line.image} alt={line.name} />
      <div className={styles.main}>
        <h2 className={styles.name}>{line.name}</h2>
        <p className={styles.description}>{line.description}</p>
        {line.variant && <p className={styles.detail}>{line.variant}</p>}
        {line.technique && (
          <p className={styles.detail}>{t('line.customized', { technique: line.technique })}</p>
        )}
        <MissingDesign line={line} />
        {line.preview && (
          <img
            className={styles.preview}
            src={line.preview}
            alt={t('line.preview', { name: line.name })}
          />
        )}
        {line.editLink && (
          <Link to={line.editLink} aria-label={t('line.editDesignOf', { name: line.name })}>
            {t('line.editDesign')}
          </Link>
        )}
        {item.type === 'ProductoSimple' ? (
          <div className={styles.quantities}>
            <QuantityEditor
              label={t('line.quantityLabel')}
              quantity={item.value.quantity}
              disabled={actions.busy}
              onChange={(quantity) => actions.update({ shoppingCartUUID: group }, quantity)}
            />
          </div>
        ) : (
          <ul className={styles.quantities} aria-label={t('line.sizes')}>
            {line.children.map((child) => {
              const target = {
                shoppingCartUUID: child.shoppingCartUUID,
                genericShoppingCartUUID: group,
              };
              return (
                <li key={child.shoppingCartUUID} className={styles.child}>
                  <QuantityEditor
                    label={child.variant}
                    accessibleName={t('line.quantityOf', {
                      name: line.name,
                      variant: child.variant,
                    })}
                    quantity={child.quantity}
                    disabled={actions.busy}
                    onChange={(quantity) => actions.update(target, quantity)}
                  />
                  <button
                    type="button"
                    className={styles.remove}
                    disabled={actions.busy}
                    onClick={() => actions.remove(target)}
                    aria-label={t('line.removeVariant', {
                      name: line.name,
                      variant: child.variant,
                    })}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className={styles.side}>
        {fields && <LineBreakdown fields={fields} />}
        <button
          type="button"
          className={styles.removeLine}
          disabled={actions.busy}
          onClick={() => actions.remove({ shoppingCartUUID: group })}
          aria-label={t('line.remove', { name: line.name })}
        >
          {t('line.removeShort')}
        </button>
      </div>
    </li>
  );
}
