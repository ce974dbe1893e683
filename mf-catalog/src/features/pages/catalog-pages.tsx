import { ALL_PRODUCTS } from '@store/contracts';
import { useMessages, useParams, useSearchParams, useStore } from '@store/platform';

export function ProductListPage() {
  const { t } = useMessages('catalog');
  const { config } = useStore();
  const { categoryDesc = ALL_PRODUCTS } = useParams();
  const [query] = useSearchParams();
  const search = query.get('search');
  const family = config.families.find((candidate) => candidate.slug === categoryDesc);
  const title = search ? t('list.searchTitle', { term: search }) : (family?.title ?? t('list.all'));
  return <h1>{title}</h1>;
}

export function ProductDetailPage() {
  const { t } = useMessages('catalog');
  const { productDesc } = useParams();
  return (
    <>
      <h1>{t('detail.title')}</h1>
      <p>{productDesc}</p>
    </>
  );
}

export function FavoritesPage() {
  const { t } = useMessages('catalog');
  return <h1>{t('favorites.title')}</h1>;
}

export function AboutPage() {
  const { t } = useMessages('catalog');
  const { config } = useStore();
  return (
    <article>
      <h1>{t('about.title')}</h1>
      <p>{config.about}</p>
    </article>
  );
}

export function PolicyPage() {
  const { t } = useMessages('catalog');
  const { config } = useStore();
  return (
    <article>
      <h1>{t('policy.title')}</h1>
      <p>{config.policy}</p>
    </article>
  );
}
