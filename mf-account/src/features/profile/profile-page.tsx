import { useState } from 'react';
import { paths } from '@store/contracts';
import {
  Link,
  useDocumentTitle,
  useTranslation,
  useRequireLogin,
  useSession,
} from '@store/platform';
import { AddressBook } from '../addresses/address-book';
import { DeleteAccount } from './delete-account';
import { LogoutButton } from './logout-button';
import { ProfileForm } from './profile-form';
import styles from './profile-page.module.css';

/**
 * /profile: the buyer's details, saved addresses, logout and account deletion; guests go to the
 * login first.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('profile.title'));
  // Logging out or deleting the account ends the session here: the page goes home, not to login.
  const [leaving, setLeaving] = useState(false);
  const allowed = useRequireLogin({ redirect: !leaving });
  const { user } = useSession();
  if (!allowed || !user) return null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('profile.title')}</h1>
        <nav aria-label={t('profile.title')} className={styles.links}>
          <Link to={paths.ordersList()}>{t('profile.orders')}</Link>
          <Link to={paths.quotesList()}>{t('profile.quotes')}</Link>
          <LogoutButton onLeave={setLeaving} />
        </nav>
      </header>
      <section className={styles.card} aria-labelledby="profile-details">
        <h2 id="profile-details" className={styles.subtitle}>
          {t('profile.intro')}
        </h2>
        <ProfileForm key={user.userId} user={user} />
      </section>
      <AddressBook key={user.userId} />
      <DeleteAccount email={user.email} onLeave={setLeaving} />
    </div>
  );
}
