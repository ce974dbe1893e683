import { useDocumentTitle, useTranslation, useStore } from '@store/platform';
import { ContactList, hasContact } from '@store/ui';
import styles from './store-pages.module.css';

const paragraphs = (text: string | null) => (text ?? '').split(/\n{2,}/).filter(Boolean);

export function AboutPage() {
  const { t } = useTranslation('catalog');
  const { config } = useStore();
  useDocumentTitle(t('about.title'));
  return (
    <article className={styles.page}>
      <h1>{t('about.title')}</h1>
      {paragraphs(config.about).map((text) => (
        <p key={text}>{text}</p>
      ))}
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
      {paragraphs(config.policy).map((text) => (
        <p key={text}>{text}</p>
      ))}
    </article>
  );
}
