import { useMessages } from '@store/platform';

export function CustomizeProductPage() {
  const { t } = useMessages('builder');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
    </>
  );
}
