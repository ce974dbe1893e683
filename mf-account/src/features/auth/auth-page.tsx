import { useEffect, useState } from 'react';
import { paths } from '@store/contracts';
import {
  isLoggedIn,
  Link,
  useLocation,
  useTranslation,
  useNavigate,
  useSearchParams,
  useSession,
  useStore,
} from '@store/platform';
import { AccountFeedback, feedbackTitleKey, type Feedback } from './account-feedback';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';
import { GoogleReturn } from './google-return';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { safeReturnPath } from './return-path';

/**
 * /auth: login (`mode=login`) or registration, and the feedback screens. `from` is where to go
 * after login (validated: only a path of this store). Registration is hidden when the tenant
 * turns it off. A logged-in buyer goes straight on.
 */
export function AuthPage() {
  const { t } = useTranslation('account');
  const { config } = useStore();
  const [query] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // A feedback screen belongs to the address it was shown at: following a link leaves it.
  const [shown, setShown] = useState<{ at: string; feedback: Feedback } | null>(null);
  const feedback = shown?.at === location.key ? shown.feedback : null;
  const show = (next: Feedback) => setShown({ at: location.key, feedback: next });

  const from = safeReturnPath(query.get('from'));
  const code = query.get('code');
  const login = query.get('mode') === 'login' || !config.registrationInShop;
  const loggedIn = isLoggedIn(session);

  useEffect(() => {
    if (loggedIn && !code) navigate(from, { replace: true });
  }, [loggedIn, code, from, navigate]);

  if (code) {
    return (
      <AuthCard title={t('auth.loginTitle')}>
        <GoogleReturn code={code} state={query.get('state')} />
      </AuthCard>
    );
  }
  if (feedback) {
    return (
      <AuthCard title={t(feedbackTitleKey(feedback))}>
        <AccountFeedback feedback={feedback} />
      </AuthCard>
    );
  }

  const switchTo = login ? (
    config.registrationInShop ? (
      <p>
        {t('auth.toRegister')}{' '}
        <Link to={paths.auth({ from: query.get('from') ?? undefined })}>
          {t('auth.toRegisterLink')}
        </Link>
      </p>
    ) : null
  ) : (
    <p>
      {t('auth.toLogin')}{' '}
      <Link to={paths.auth({ mode: 'login', from: query.get('from') ?? undefined })}>
        {t('auth.toLoginLink')}
      </Link>
    </p>
  );

  return (
    <AuthCard
      title={login ? t('auth.loginTitle') : t('auth.registerTitle')}
      intro={login ? t('auth.loginIntro') : t('auth.registerIntro')}
      footer={switchTo}
    >
      {login ? (
        <LoginForm onNotActive={(email) => show({ kind: 'not-active', email })} />
      ) : (
        <RegisterForm onRegistered={(email) => show({ kind: 'registered', email })} />
      )}
      <GoogleButton from={from} />
    </AuthCard>
  );
}
