import { useMessages } from '@store/platform';

export function QuotesListPage() {
  const { t } = useMessages('account');
  return <h1>{t('quotes.title')}</h1>;
}
