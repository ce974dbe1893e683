import { ALL_PRODUCTS, paths } from '@store/contracts';
import { buttonClassName } from '@store/ui';
import { Link, useMessages, useStore } from '@store/platform';

export function HomePage() {
  const { config } = useStore();
  const { t } = useMessages('catalog');
  return (
    <>
      <section>
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
        <Link className={buttonClassName()} to={paths.productsList(ALL_PRODUCTS)}>
          {t('home.seeAll')}
        </Link>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul>
          {config.families
            .filter((family) => family.slug)
            .map((family) => (
              <li key={family.slug}>
                <Link to={paths.productsList(family.slug ?? ALL_PRODUCTS)}>{family.title}</Link>
              </li>
            ))}
        </ul>
      </section>
    </>
  );
}
