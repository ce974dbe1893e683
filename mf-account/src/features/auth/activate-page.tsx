import { useEffect, useState } from 'react';
import { paths } from '@store/contracts';
import { emit, Link, toStoreApiError, useTranslation, useSearchParams } from '@store/platform';
import { Spinner } from '@store/ui';
import { accountApi } from './account-api';
import { AuthCard } from './auth-card';
import { ResendActivationForm } from './resend-activation-form';

type State = { kind: 'checking' } | { kind: 'done' } | { kind: 'failed'; message: string };

const positiveId = (value: string | null) =>
  value && /^\d{1,15}$/.test(value) ? Number(value) : 0;

/**
 * /auth/activate?userId=&confirmationToken= (the link of the activation e-mail): confirms the
 * account, then invites to log in. A bad or expired link says why (and the auth error popup, spec
 * section 8) and offers a new link.
 */
export function ActivatePage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const userId = positiveId(query.get('userId'));
  const token = query.get('confirmationToken') ?? '';
  const complete = userId > 0 && token.length > 0;
  const [state, setState] = useState<State>(
    complete ? { kind: 'checking' } : { kind: 'failed', message: t('activate.missing') },
  );

  useEffect(() => {
    // A link without its user or token is a failed validation too (spec section 8): the popup.
    if (!complete) {
      emit('session:auth-failed', { message: t('activate.missing') });
      return undefined;
    }
    let live = true;
    accountApi.activate(userId, token).then(
      () => live && setState({ kind: 'done' }),
      (error: unknown) => {
        const { message } = toStoreApiError(error);
        emit('session:auth-failed', { message });
        if (live) setState({ kind: 'failed', message });
      },
    );
    return () => {
      live = false;
    };
  }, [complete, userId, token, t]);

  if (state.kind === 'checking')
    return (
      <AuthCard title={t('activate.title')}>
        <Spinner label={t('activate.checking')} />
      </AuthCard>
    );
  if (state.kind === 'done')
    return (
      <AuthCard title={t('activate.doneTitle')} intro={t('activate.doneText')}>
        <Link to={paths.auth({ mode: 'login' })}>{t('feedback.toLogin')}</Link>
      </AuthCard>
    );
  return (
    <AuthCard title={t('activate.failedTitle')} intro={state.message}>
      <ResendActivationForm />
    </AuthCard>
  );
}
