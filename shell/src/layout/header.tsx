import { Link, NavLink } from 'react-router';
import { ALL_PRODUCTS, paths } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import { designOf, dropdownTitle } from '../templates/templates';
import { CategoryMenu } from './category-menu';
import { Icon } from './icons';
import { SearchBox } from './search-box';
import { SIDEBAR_ID } from './sidebar';
import { useCartCount } from './use-cart-count';
import { useHydrated } from '@store/ui';
import { useSignedIn } from '../session/signed-in';
import type { SidebarControl } from './use-sidebar';
import styles from './header.module.css';

function Brand() {
  const { config } = useStore();
  const { t } = useTranslation('shell');
  return (
    <Link
      to={paths.home()}
      className={styles.brand}
      data-part="brand"
      aria-label={`${config.name}, ${t('nav.home')}`}
    >
      {config.logo ? <img src={config.logo} alt="" height={44} /> : <span>{config.name}</span>}
    </Link>
  );
}

function Actions({ onOpenCart }: { onOpenCart: () => void }) {
  const { t } = useTranslation('shell');
  const loggedIn = useSignedIn();
  const count = useCartCount();
  const hydrated = useHydrated();
  return (
    <nav className={styles.actions} aria-label={t('nav.account')} data-part="actions">
      <Link
        className={styles.action}
        to={loggedIn ? paths.profile() : paths.auth({ mode: 'login' })}
      >
        <Icon name="user" />
        <span className={styles.label}>{loggedIn ? t('nav.account') : t('nav.login')}</span>
      </Link>
      <button
        type="button"
        className={styles.action}
        disabled={!hydrated}
        onClick={onOpenCart}
        aria-label={count === null ? t('nav.cart') : t('nav.cartWithCount', { count })}
      >
        <Icon name="cart" />
        {/* A space after the word: the visible text reads 'Carrito 1', words the name contains
            (WCAG 2.5.3: a voice user says what they see); in the flex row it takes no room. */}
        <span className={styles.label}>{t('nav.cart')}</span>{' '}
        {count ? <span className={styles.badge}>{count}</span> : null}
      </button>
    </nav>
  );
}

function QuickLinks() {
  const { t } = useTranslation('shell');
  return (
    <ul className={styles.links}>
      <li>
        <NavLink to={paths.home()} end>
          {t('nav.home')}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.productsList(ALL_PRODUCTS)}>{t('nav.allProducts')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.about()}>{t('nav.about')}</NavLink>
      </li>
    </ul>
  );
}

/**
 * The navigation of the default and checkout layouts. Its structure follows the template's header
 * style (band, centered, split, compact, stacked); colours, type and shapes come from the
 * template's stylesheet.
 */
export function Header({
  onOpenCart,
  sidebar,
}: {
  onOpenCart: () => void;
  sidebar?: SidebarControl;
}) {
  const { config } = useStore();
  const { t } = useTranslation('shell');
  const design = designOf(config.templateFK.id);
  const title = dropdownTitle(config.templateFK.id);
  const menu = title ? <CategoryMenu title={title} /> : null;
  const inBar = design.header === 'compact' || design.header === 'split';
  const hydrated = useHydrated();

  return (
    <header className={styles.header} data-part="header" data-header={design.header}>
      <a className={styles.skip} href="#main">
        {t('nav.skipToContent')}
      </a>
      {design.header === 'stacked' && (
        <p className={styles.announce}>
          {config.contact.phone
            ? t('nav.announceWithPhone', { phone: config.contact.phone })
            : t('nav.announce')}
        </p>
      )}
      <div className={styles.bar}>
        {sidebar && (
          <button
            type="button"
            className={styles.toggle}
            aria-controls={SIDEBAR_ID}
            aria-expanded={sidebar.open}
            disabled={!hydrated}
            onClick={sidebar.toggle}
          >
            {/* CSS picks the icon by the screen's width, so the server's page has the right one. */}
            <span className={styles.phoneIcon}>
              <Icon name="menu" />
            </span>
            <span className={styles.desktopIcon}>
              <Icon name="sidebar" />
            </span>
            <span className={styles.label}>
              {sidebar.open ? t('sidebar.hide') : t('sidebar.show')}
            </span>
          </button>
        )}
        {inBar && <div className={styles.menuSlot}>{menu}</div>}
        <Brand />
        <SearchBox />
        <Actions onOpenCart={onOpenCart} />
      </div>
      {!inBar && (
        <nav className={styles.nav} aria-label={t('nav.main')}>
          <div className={styles.navInner}>
            {menu}
            <QuickLinks />
          </div>
        </nav>
      )}
    </header>
  );
}
