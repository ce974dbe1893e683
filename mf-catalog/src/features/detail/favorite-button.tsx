import { useState } from 'react';
import { paths } from '@store/contracts';
import { isLoggedIn, useLocation, useTranslation, useNavigate, useSession } from '@store/platform';
import { setFavorite, useFavoriteIds } from '../favorites/favorite-ids';
import styles from './detail.module.css';

/** The heart: a guest goes to log in and comes back here; a buyer saves it on the server. */
export function FavoriteButton({ productId }: { productId: number }) {
  const { t } = useTranslation('catalog-detail');
  const session = useSession();
  const favorites = useFavoriteIds();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const active = favorites?.has(productId) ?? false;

  const toggle = async () => {
    if (!isLoggedIn(session)) {
      navigate(paths.auth({ mode: 'login', from: `${location.pathname}${location.search}` }));
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await setFavorite(productId, !active);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.favorite}
        aria-pressed={active}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{active ? '♥' : '♡'}</span>{' '}
        {active ? t('detail.unfavorite') : t('detail.favorite')}
      </button>
      {failed && (
        <p className={styles.problem} role="alert">
          {t('detail.favoriteError')}
        </p>
      )}
    </>
  );
}
