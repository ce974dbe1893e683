import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { QuoteDetailPage } from '../features/quotes/quote-detail-page';

export default function QuoteDetailPageExpose() {
  return (
    <RemoteRoot remote="mf-account" release={__STORE_RELEASE__}>
      <QuoteDetailPage />
    </RemoteRoot>
  );
}
