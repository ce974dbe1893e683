import { useMessages } from '@store/platform';

export function ConfirmPurchasePage() {
  const { t } = useMessages('checkout');
  return (
    <>
      <h1>{t('confirm.title')}</h1>
      <p>{t('confirm.text')}</p>
    </>
  );
}
