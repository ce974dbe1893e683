import { paths } from '@store/contracts';
import { Link, useMessages, useSearchParams } from '@store/platform';

/** /auth: login or register (query `mode=login` selects login), with a way back home. */
export function AuthPage() {
  const { t } = useMessages('account');
  const [query] = useSearchParams();
  const login = query.get('mode') === 'login';
  return (
    <>
      <Link to={paths.home()}>{t('auth.backHome')}</Link>
      <h1>{login ? t('auth.loginTitle') : t('auth.registerTitle')}</h1>
    </>
  );
}
