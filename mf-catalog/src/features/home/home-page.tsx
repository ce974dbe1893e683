import { ALL_PRODUCTS, paths } from '@store/contracts';
import { Link, useDocumentTitle, useTranslation, useStore } from '@store/platform';
import { buttonClassName } from '@store/ui';
import { CatalogDownloader } from './catalog-downloader';
import { usePreload } from '../catalog-api/use-remote';
import { DistributorLogos, LOGOS_READ } from './distributor-logos';
import { ProductGridSkeleton } from '../products/product-card-skeleton';
import { FeaturedCategories } from './featured-categories';
import { ProductRail } from './product-rail';
import { PromoBanners } from './promo-banners';
import { HOME_READ, useHomeData } from './use-home-data';
import styles from './home.module.css';

/** Home: banners, featured categories, featured and trending products, the catalogue PDF, logos. */
export function HomePage() {
  const { config } = useStore();
  const { t } = useTranslation('catalog');
  usePreload([HOME_READ, LOGOS_READ]);
  // The store's name alone, also when coming back from another page.
  useDocumentTitle(null);
  const home = useHomeData();
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
      {home === undefined ? (
        // Until the sections arrive they hold at least a screen, so the parts below start under
        // the fold and nothing visible moves when the sections replace this (layout shift).
        <div className={styles.pending} aria-hidden="true">
          <ProductGridSkeleton count={8} />
        </div>
      ) : (
        <>
          {config.useFeaturedCategories && <FeaturedCategories categories={home.categories} />}
          <ProductRail id="featured" title={t('home.featuredProducts')} products={home.featured} />
          <ProductRail id="trending" title={t('home.trending')} products={home.trending} />
        </>
      )}
      <CatalogDownloader categories={home?.categories ?? []} />
      <DistributorLogos />
    </div>
  );
}
