import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { QuotesListPage } from '../features/quotes/quotes-list-page';

export default function QuotesListPageExpose() {
  return (
    <RemoteRoot remote="mf-account" release={__STORE_RELEASE__}>
      <QuotesListPage />
    </RemoteRoot>
  );
}
