import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { FavoritesPage } from '../features/pages/catalog-pages';

export default function FavoritesPageExpose() {
  return (
    <RemoteRoot remote="mf-catalog" release={__STORE_RELEASE__}>
      <FavoritesPage />
    </RemoteRoot>
  );
}
