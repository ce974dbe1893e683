import { useState } from 'react';
import { paths } from '@store/contracts';
import { Link, useTranslation, useSearchParams } from '@store/platform';
import { AccountFeedback } from './account-feedback';
import { AuthCard } from './auth-card';
import { ResetConfirmForm } from './reset-confirm-form';
import { ResetRequestForm } from './reset-request-form';

/**
 * /auth/reset-password: without a code, the request for a reset link; with the link's `email` and
 * `resetCode`, the new password; then the feedback screen (spec section 4).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const [requested, setRequested] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const email = query.get('email') ?? '';
  const resetCode = query.get('resetCode') ?? '';

  if (changed)
    return (
      <AuthCard title={t('feedback.passwordChangedTitle')}>
        <AccountFeedback feedback={{ kind: 'password-changed' }} />
      </AuthCard>
    );
  if (email && resetCode)
    return (
      <AuthCard title={t('reset.confirmTitle')} intro={t('reset.confirmIntro', { email })}>
        <ResetConfirmForm email={email} resetCode={resetCode} onChanged={() => setChanged(true)} />
        <p>
          <Link to={paths.resetPassword()}>{t('reset.requestAgain')}</Link>
        </p>
      </AuthCard>
    );
  if (requested)
    return (
      <AuthCard
        title={t('reset.requestedTitle')}
        intro={t('reset.requestedText', { email: requested })}
      >
        <Link to={paths.auth({ mode: 'login' })}>{t('feedback.toLogin')}</Link>
      </AuthCard>
    );
  return (
    <AuthCard title={t('reset.title')} intro={t('reset.requestIntro')}>
      <ResetRequestForm onRequested={setRequested} />
      <p>
        <Link to={paths.auth({ mode: 'login' })}>{t('feedback.toLogin')}</Link>
      </p>
    </AuthCard>
  );
}
