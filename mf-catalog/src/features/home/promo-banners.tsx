import { paths } from '@store/contracts';
import { Link, useTranslation } from '@store/platform';
import styles from './home.module.css';

const BANNERS = [
  { key: 'Kits', category: 'bolsas-y-mochilas', tone: 'primary' },
  { key: 'Gifts', category: 'tazas-y-jarros', tone: 'secondary' },
] as const;

/** The home's banners, drawn with the tenant's colours (no picture to host or keep up to date). */
export function PromoBanners() {
  const { t } = useTranslation('catalog');
  return (
    <ul className={styles.banners}>
      {BANNERS.map((banner) => (
        <li key={banner.key} className={styles.banner} data-tone={banner.tone}>
          <h2>{t(`home.promo${banner.key}`)}</h2>
          <p>{t(`home.promo${banner.key}Text`)}</p>
          <Link
            to={paths.productsList(banner.category)}
            aria-label={`${t('home.promoCta')}: ${t(`home.promo${banner.key}`)}`}
          >
            {t('home.promoCta')} →
          </Link>
        </li>
      ))}
    </ul>
  );
}
