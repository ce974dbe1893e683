import { useState, type FormEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { ALL_PRODUCTS, paths } from '@store/contracts';
import { isLoggedIn, useMessages, useSession, useStore } from '@store/platform';
import { useCartCount } from './use-cart-count';
import styles from './header.module.css';

export function Header({ onOpenCart }: { onOpenCart: () => void }) {
  const { config } = useStore();
  const { t } = useMessages('shell');
  const navigate = useNavigate();
  const session = useSession();
  const cartCount = useCartCount();
  const [term, setTerm] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    navigate(paths.productsList(ALL_PRODUCTS, query ? { search: query } : undefined));
  };

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link
          to={paths.home()}
          className={styles.brand}
          aria-label={`${config.name}, ${t('nav.home')}`}
        >
          {config.logo ? <img src={config.logo} alt="" width={120} height={40} /> : null}
          <span>{config.name}</span>
        </Link>
        <form role="search" className={styles.search} onSubmit={search}>
          <input
            type="search"
            aria-label={t('nav.searchLabel')}
            placeholder={t('nav.searchPlaceholder')}
            value={term}
            maxLength={100}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="submit">{t('nav.search')}</button>
        </form>
        <nav className={styles.actions} aria-label={t('nav.account')}>
          <Link
            className={styles.action}
            to={isLoggedIn(session) ? paths.profile() : paths.auth({ mode: 'login' })}
          >
            <span className={styles.label}>
              {isLoggedIn(session) ? t('nav.account') : t('nav.login')}
            </span>
          </Link>
          <button
            type="button"
            className={styles.action}
            onClick={onOpenCart}
            aria-label={
              cartCount === null ? t('nav.cart') : t('nav.cartWithCount', { count: cartCount })
            }
          >
            <span className={styles.label}>{t('nav.cart')}</span>
            {cartCount ? <span className={styles.badge}>{cartCount}</span> : null}
          </button>
        </nav>
      </div>
      <nav className={styles.categories} aria-label={t('nav.categories')}>
        <ul>
          {config.families.map((family) => (
            <li key={family.slug ?? ALL_PRODUCTS}>
              <NavLink to={paths.productsList(family.slug ?? ALL_PRODUCTS)}>{family.title}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
