import { paths, type CategorySummary } from '@store/contracts';
import { Link, useTranslation } from '@store/platform';
import styles from './home.module.css';

/** The categories the reseller features (useFeaturedCategories), laid out by the template. */
export function FeaturedCategories({ categories: all }: { categories: CategorySummary[] }) {
  const { t } = useTranslation('catalog');
  const categories = all.filter((c) => c.featured && c.productCount > 0);
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className={styles.section}>
      <h2 id="home-categories">{t('home.featuredCategories')}</h2>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={paths.productsList(category.slug)} className={styles.category}>
              {category.image && (
                <img src={category.image} alt="" width={120} height={132} loading="lazy" />
              )}
              <span className={styles.categoryTitle}>{category.title}</span>
              <span className={styles.categoryCount}>
                {t('home.productCount', { count: category.productCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
