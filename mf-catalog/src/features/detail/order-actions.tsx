import { useState } from 'react';
import { flushSync } from 'react-dom';
import { paths, type ApplicationTechnique, type ProductDetail } from '@store/contracts';
import {
  emit,
  Link,
  request,
  useApiClient,
  useTranslation,
  useNavigate,
  type BusRequestError,
} from '@store/platform';
import { Button, buttonClassName } from '@store/ui';
import { catalogApi } from '../catalog-api/catalog-api';
import { addRequest, customizeQuery, type ChosenLine } from './cart-items';
import styles from './detail.module.css';

interface Props {
  product: ProductDetail;
  lines: ChosenLine[];
  technique: ApplicationTechnique | null;
  /** Why the choice cannot be added yet (shown by the form); null when it can. */
  blocked: boolean;
}

/** Add to cart, buy now (through the cart's `cart:add-requested`) and customise in the builder. */
export function OrderActions({ product, lines, technique, blocked }: Props) {
  const { t } = useTranslation('catalog-detail');
  const navigate = useNavigate();
  const client = useApiClient();
  const [busy, setBusy] = useState<'cart' | 'direct' | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  /** `button`: the one pressed, which gets the focus back when the drawer closes. */
  const add = async (mode: 'cart' | 'direct', button: HTMLButtonElement) => {
    setBusy(mode);
    setStatus(null);
    try {
      const result = await request(
        'cart:add-requested',
        addRequest(product, lines, technique, mode),
      );
      if (result.ok)
        // What buyers add makes 'Lo más pedido'; a lost signal costs the buyer nothing.
        void catalogApi.registerCartAddition(client, product.id).catch(() => undefined);
      if (!result.ok) setStatus({ ok: false, text: result.message });
      else if (mode === 'direct') navigate(paths.checkout());
      else {
        setStatus({ ok: true, text: t('detail.added', { name: product.name }) });
        // Busy, the button was disabled and lost the focus; the drawer gives the focus back to
        // what held it when it opened, so the button works and holds it again first.
        flushSync(() => setBusy(null));
        button.focus();
        emit('cart:open-drawer', {});
      }
    } catch (error) {
      setStatus({ ok: false, text: failureText(error) });
    } finally {
      setBusy(null);
    }
  };

  /** The cart that could not load says so at once, in this store's words. */
  const failureText = (error: unknown) => {
    if ((error as Partial<BusRequestError> | null)?.reason === 'unavailable')
      return t('detail.cartUnavailable');
    return error instanceof Error && error.message ? error.message : t('detail.cartError');
  };

  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <Button
          onClick={(event) => void add('cart', event.currentTarget)}
          busy={busy === 'cart'}
          disabled={blocked || busy !== null}
        >
          {t('detail.addToCart')}
        </Button>
        <Button
          variant="accent"
          onClick={(event) => void add('direct', event.currentTarget)}
          busy={busy === 'direct'}
          disabled={blocked || busy !== null}
        >
          {t('detail.buyNow')}
        </Button>
        {product.isCustomizable && (
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={paths.customizeProduct(customizeQuery(product, lines, technique))}
          >
            {t('detail.customize')}
          </Link>
        )}
      </div>
      <p
        className={status?.ok === false ? styles.problem : styles.note}
        role="status"
        aria-live="polite"
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}
