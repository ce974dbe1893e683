import { useEffect, useState } from 'react';
import { useTranslation, useStore } from '@store/platform';
import { accountApi, type ExternalProvider } from './account-api';
import { googleAuthorizationUrl } from './google-login';
import styles from './google-button.module.css';

/** 'Ingresar con Google' when the store has Google login configured; nothing otherwise. */
export function GoogleButton({ from }: { from: string }) {
  const { t } = useTranslation('account');
  const { tenant } = useStore();
  const [google, setGoogle] = useState<ExternalProvider | null>(null);

  useEffect(() => {
    let live = true;
    accountApi
      .externalProviders()
      .then((providers) => live && setGoogle(providers.find((p) => p.name === 'Google') ?? null))
      // Without the list the page simply offers e-mail and password.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

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
