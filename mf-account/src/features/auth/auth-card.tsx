import type { ReactNode } from 'react';
import { paths } from '@store/contracts';
import { Link, useDocumentTitle, useTranslation, useStore } from '@store/platform';
import styles from './auth-card.module.css';

/**
 * The account screens of the blank layout: the store's name and logo (a way home), the title
 * (the tab's too), the content, and the spec's back-to-home link.
 */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { config } = useStore();
  const { t } = useTranslation('account');
  useDocumentTitle(title);
  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <Link
          to={paths.home()}
          className={styles.brand}
          aria-label={t('auth.storeHome', { store: config.name })}
        >
          {/* The logo carries the name; the name is written out only without one. */}
          {config.logo ? <img src={config.logo} alt="" height={40} /> : <span>{config.name}</span>}
        </Link>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
      <Link to={paths.home()} className={styles.back}>
        <span aria-hidden="true">← </span>
        {t('auth.backHome')}
      </Link>
    </div>
  );
}
