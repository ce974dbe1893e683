import { ALL_PRODUCTS, paths } from '@store/contracts';
import {
  isLoggedIn,
  Link,
  Navigate,
  useDocumentTitle,
  useTranslation,
  useSession,
} from '@store/platform';
import { Button, buttonClassName, EmptyState, Spinner } from '@store/ui';
import { catalogApi } from '../catalog-api/catalog-api';
import { useRemote } from '../catalog-api/use-remote';
import { ProductGrid } from '../products/product-grid';
import { useFavoriteIds } from './favorite-ids';
import styles from './favorites-page.module.css';

/** `/favorites`: the logged-in buyer's favourites; a guest is sent to log in and comes back. */
export function FavoritesPage() {
  const { t } = useTranslation(['catalog-list', 'catalog']);
  const session = useSession();
  const ids = useFavoriteIds();
  const loggedIn = isLoggedIn(session);
  // Re-read when the set of ids changes (a heart toggled on another page of this visit).
  const favorites = useRemote(
    loggedIn
      ? {
          key: `favorites:${session.user?.userId}:${[...(ids ?? [])].join(',')}`,
          load: catalogApi.favorites,
        }
      : null,
  );
  useDocumentTitle(t('favorites.title'));

  if (!loggedIn)
    return <Navigate to={paths.auth({ mode: 'login', from: paths.favorites() })} replace />;
  const products = favorites.data ?? favorites.previous;
  return (
    <section className={styles.page}>
      <h1>{t('favorites.title')}</h1>
      {favorites.error ? (
        <div role="alert">
          <p>{t('favorites.loadError')}</p>
          <Button onClick={favorites.retry}>{t('list.retry')}</Button>
        </div>
      ) : !products ? (
        <Spinner />
      ) : products.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('favorites.emptyTitle')}
          text={t('favorites.emptyText')}
          actions={
            <Link className={buttonClassName()} to={paths.productsList(ALL_PRODUCTS)}>
              {t('favorites.browse')}
            </Link>
          }
        />
      ) : (
        <ProductGrid
          products={products}
          label={t('favorites.title')}
          headingLevel={2}
          firstRowInView
        />
      )}
    </section>
  );
}
