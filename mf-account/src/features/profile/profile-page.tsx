import { useMessages } from '@store/platform';

export function ProfilePage() {
  const { t } = useMessages('account');
  return <h1>{t('profile.title')}</h1>;
}
