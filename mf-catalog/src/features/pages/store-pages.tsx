import { useDocumentTitle, useTranslation, useStore } from '@store/platform';
import { ContactList, hasContact } from '@store/ui';
import styles from './store-pages.module.css';
import { StoreText } from './store-text';

export function AboutPage() {
  const { t } = useTranslation('catalog');
  const { config } = useStore();
  useDocumentTitle(t('about.title'));
  return (
    <article className={styles.page}>
      <h1>{t('about.title')}</h1>
      <StoreText text={config.about} />
      {hasContact(config.contact) && (
        <section className={styles.contact}>
          <h2>{t('about.contact')}</h2>
          <ContactList contact={config.contact} />
        </section>
      )}
    </article>
  );
}

export function PolicyPage() {
  const { t } = useTranslation('catalog');
  const { config } = useStore();
  useDocumentTitle(t('policy.title'));
  return (
    <article className={styles.page}>
      <h1>{t('policy.title')}</h1>
      <StoreText text={config.policy} />
    </article>
  );
}
