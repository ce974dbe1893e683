import { useStore, useTranslation } from '@store/platform';
import { useKeyedLoad } from '@store/ui';
import { accountApi } from './account-api';
import { googleAuthorizationUrl } from './google-login';
import styles from './google-button.module.css';

/** 'Ingresar con Google' when the store has Google login configured; nothing otherwise. */
export function GoogleButton({ from }: { from: string }) {
  const { t } = useTranslation('account');
  const { tenant } = useStore();
  // Without the list (or on a failure) the page simply offers e-mail and password.
  const providers = useKeyedLoad('external-providers', () => accountApi.externalProviders()).data;
  const google = providers?.find((p) => p.name === 'Google') ?? null;

  if (!google) return null;
  return (
    <>
      <p className={styles.or}>
        <span>{t('auth.or')}</span>
      </p>
      <button
        type="button"
        className={styles.google}
        onClick={() => window.location.assign(googleAuthorizationUrl(tenant, google, from))}
      >
        {t('auth.google')}
      </button>
    </>
  );
}
