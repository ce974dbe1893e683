import { useMessages } from '@store/platform';

export function ResetPasswordPage() {
  const { t } = useMessages('account');
  return <h1>{t('reset.title')}</h1>;
}
