import { useMessages } from '@store/platform';

export function ActivatePage() {
  const { t } = useMessages('account');
  return <h1>{t('activate.title')}</h1>;
}
