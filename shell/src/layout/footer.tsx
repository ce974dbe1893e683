import { Link } from 'react-router';
import { paths } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import { ContactList, hasContact } from '@store/ui';
import { designOf } from '../templates/templates';
import { socialProfileLinks } from './social-links';
import styles from './footer.module.css';

export function Footer() {
  const { config } = useStore();
  const { t } = useTranslation('shell');
  const profiles = socialProfileLinks(config.socialMedias);
  return (
    <footer
      className={styles.footer}
      data-part="footer"
      data-footer={designOf(config.templateFK.id).footer}
    >
      <div className={styles.inner}>
        <section>
          <h2>{config.name}</h2>
          <ul>
            <li>
              <Link to={paths.about()}>{t('footer.about')}</Link>
            </li>
            <li>
              <Link to={paths.policy()}>{t('footer.policy')}</Link>
            </li>
          </ul>
        </section>
        {hasContact(config.contact) && (
          <section>
            <h2>{t('footer.contact')}</h2>
            <ContactList contact={config.contact} />
          </section>
        )}
        {profiles.length > 0 && (
          <section>
            <h2>{t('footer.follow')}</h2>
            <ul>
              {profiles.map((profile) => (
                <li key={profile.key}>
                  <a href={profile.href} target="_blank" rel="noopener noreferrer">
                    {profile.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {config.name}. {t('footer.rights')}
      </p>
    </footer>
  );
}
