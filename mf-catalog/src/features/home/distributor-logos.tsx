import { useTranslation } from '@store/platform';
import { catalogApi } from '../catalog-api/catalog-api';
import { useRemote } from '../catalog-api/use-remote';
import styles from './home.module.css';

export const LOGOS_READ = { key: 'distributor-logos', load: catalogApi.distributorLogos };

/** The reseller's customers' logos; hidden while the call fails or there are none. */
export function DistributorLogos() {
  const { t } = useTranslation('catalog');
  const logos = useRemote(LOGOS_READ, { cache: true }).data;
  if (!logos?.length) return null;
  return (
    <section aria-labelledby="home-logos" className={styles.section}>
      <h2 id="home-logos">{t('home.logos')}</h2>
      <ul className={styles.logos}>
        {logos.map((logo) => (
          <li key={logo.logo_url}>
            <img src={logo.logo_url} alt={logo.name} loading="lazy" height={48} />
          </li>
        ))}
      </ul>
    </section>
  );
}
