import '../i18n/messages';
import '../i18n/list-messages';
import { RemoteRoot } from '@store/ui';
import { FavoritesPage } from '../features/favorites/favorites-page';

export default function FavoritesPageExpose() {
  return (
    <RemoteRoot remote="mf-catalog" release={__STORE_RELEASE__}>
      <FavoritesPage />
    </RemoteRoot>
  );
}
