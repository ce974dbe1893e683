import { useMessages } from '@store/platform';

export function QuoteDetailPage() {
  const { t } = useMessages('account');
  return <h1>{t('quotes.detailTitle')}</h1>;
}
