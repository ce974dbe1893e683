import { ALL_PRODUCTS, paths } from '@store/contracts';
import { Link, useMessages, useStore } from '@store/platform';
import { buttonClassName } from '@store/ui';
import { catalogApi } from '../catalog-api/catalog-api';
import { CatalogDownloader } from './catalog-downloader';
import { DistributorLogos } from './distributor-logos';
import { FeaturedCategories } from './featured-categories';
import { ProductRail } from './product-rail';
import { PromoBanners } from './promo-banners';
import styles from './home.module.css';

/** Home: banners, featured categories, featured and trending products, the catalogue PDF, logos. */
export function HomePage() {
  const { config } = useStore();
  const { t } = useMessages('catalog');
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1>{t('home.title')}</h1>
          <p>{t('home.lead')}</p>
          <Link className={buttonClassName()} to={paths.productsList(ALL_PRODUCTS)}>
            {t('home.seeAll')}
          </Link>
        </div>
        <PromoBanners />
      </section>
      {config.useFeaturedCategories && <FeaturedCategories />}
      <ProductRail
        id="featured"
        title={t('home.featuredProducts')}
        load={() =>
          catalogApi
            .products({ featured: true, pageSize: 8, sort: 'relevance' })
            .then((page) => page.items)
        }
      />
      <ProductRail id="trending" title={t('home.trending')} load={() => catalogApi.trending(8)} />
      <CatalogDownloader />
      <DistributorLogos />
    </div>
  );
}
