import { useEffect, useRef } from 'react';
import { emit, request, useTranslation, useNavigate, useStore } from '@store/platform';
import { Spinner } from '@store/ui';
import { googleRedirectUri, takeGoogleReturn } from './google-login';
import { safeReturnPath } from './return-path';

/**
 * Back from Google with `code` and `state`: the state must be this tab's, then the shell logs in
 * with the code and the buyer goes on to where the login started. A failure shows the auth error
 * popup (the shell's, or here for a foreign state) and the login form again.
 */
export function GoogleReturn({ code, state }: { code: string; state: string | null }) {
  const { t } = useTranslation('account');
  const { tenant } = useStore();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const saved = takeGoogleReturn(tenant, state);
    const toLogin = () => navigate({ search: '?mode=login' }, { replace: true });
    if (!saved) {
      emit('session:auth-failed', { message: t('auth.googleStateInvalid') });
      toLogin();
      return;
    }
    void request('session:external-login-requested', {
      authProvider: 'Google',
      providerAccessCode: code,
      redirectUri: googleRedirectUri(tenant),
    }).then((result) =>
      result.ok && result.canLogin
        ? navigate(safeReturnPath(saved.from), { replace: true })
        : toLogin(),
    );
  }, [code, state, tenant, navigate, t]);

  return <Spinner label={t('auth.googleChecking')} />;
}
