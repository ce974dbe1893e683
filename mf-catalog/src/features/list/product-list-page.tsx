import { useState } from 'react';
import { ALL_PRODUCTS, CATALOG_SORTS, paths, type CatalogSort } from '@store/contracts';
import { Link, useDocumentTitle, useTranslation, useParams, type ApiCalls } from '@store/platform';
import { Button, buttonClassName, EmptyState, HydratedControls } from '@store/ui';
import { catalogApi } from '../catalog-api/catalog-api';
import { usePreload, useRemote } from '../catalog-api/use-remote';
import { ProductGridSkeleton } from '../products/product-card-skeleton';
import { ProductGrid } from '../products/product-grid';
import { FILTER_READS, ListFilters } from './list-filters';
import { PAGE_SIZE, toApiQuery, writeListState } from './list-query';
import { Pagination } from './pagination';
import { useListState } from './use-list-state';
import { SelectField } from '../forms/select-field';
import styles from './product-list-page.module.css';

const CATEGORIES = { key: 'categories', load: catalogApi.categories };

/** `/products-list/{categoryDesc}`: filters, sort and pages, all in the URL. */
export function ProductListPage() {
  const { t } = useTranslation(['catalog-list', 'catalog']);
  const { categoryDesc = ALL_PRODUCTS } = useParams();
  const [state, update] = useListState();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const query = toApiQuery(categoryDesc, state);
  const productsRead = {
    key: JSON.stringify(query),
    load: (api: ApiCalls) => catalogApi.products(api, query),
  };
  usePreload([CATEGORIES, productsRead, ...FILTER_READS]);
  const categories = useRemote(CATEGORIES, { cache: true });
  const products = useRemote(productsRead);

  const category = categories.data?.find((c) => c.slug === categoryDesc);
  const unknownCategory =
    categoryDesc !== ALL_PRODUCTS && categories.data !== undefined && !category;
  const title = state.search
    ? t('list.searchTitle', { term: state.search })
    : (category?.title ?? (categoryDesc === ALL_PRODUCTS ? t('list.all') : ''));
  useDocumentTitle(unknownCategory ? t('list.unknownCategory') : title || null);

  if (unknownCategory) {
    return (
      <EmptyState
        title={t('list.unknownCategory')}
        text={t('list.unknownCategoryText')}
        actions={
          <Link className={buttonClassName()} to={paths.productsList(ALL_PRODUCTS)}>
            {t('home.seeAll')}
          </Link>
        }
      />
    );
  }

  const result = products.data ?? products.previous;
  const clearHref = paths.productsList(
    categoryDesc,
    state.search ? { search: state.search } : undefined,
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{title || t('list.title')}</h1>
        {/* Always there, so its line is kept while the products load (layout shift). */}
        <p className={styles.count}>
          {result ? t('list.count', { count: result.totalCount }) : '\u00a0'}
        </p>
      </header>
      <HydratedControls className={styles.toolbar}>
        <Button
          variant="secondary"
          size="small"
          className={styles.filterToggle}
          aria-expanded={filtersOpen}
          aria-controls="catalog-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? t('list.hideFilters') : t('list.showFilters')}
        </Button>
        <SelectField
          inline
          label={t('list.sort')}
          value={state.sort}
          onChange={(event) => update({ sort: event.target.value as CatalogSort })}
        >
          {CATALOG_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
      </HydratedControls>
      <div className={styles.layout}>
        <aside
          id="catalog-filters"
          className={styles.aside}
          data-open={filtersOpen || undefined}
          aria-label={t('list.filters')}
        >
          <h2 className={styles.asideTitle}>{t('list.filters')}</h2>
          <ListFilters
            key={`${state.minPrice}-${state.maxPrice}`}
            state={state}
            onChange={update}
            clearHref={clearHref}
          />
        </aside>
        <section
          className={styles.results}
          aria-busy={products.loading}
          aria-label={title || t('list.title')}
        >
          {products.error ? (
            <div role="alert" className={styles.error}>
              <p>{products.error.message || t('list.loadError')}</p>
              <Button onClick={products.retry}>{t('list.retry')}</Button>
            </div>
          ) : !result ? (
            <ProductGridSkeleton count={PAGE_SIZE} />
          ) : result.items.length > 0 ? (
            <>
              <ProductGrid
                products={result.items}
                color={state.color || undefined}
                firstRowInView
                headingLevel={2}
              />
              <Pagination page={state.page} totalPages={result.totalPages} />
            </>
          ) : (
            <EmptyResult
              state={state}
              totalPages={result.totalPages}
              clearHref={clearHref}
              categoryDesc={categoryDesc}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function EmptyResult({
  state,
  totalPages,
  clearHref,
  categoryDesc,
}: {
  state: ReturnType<typeof useListState>[0];
  totalPages: number;
  clearHref: string;
  categoryDesc: string;
}) {
  const { t } = useTranslation(['catalog-list', 'catalog']);
  if (totalPages > 0 && state.page > totalPages) {
    const first = writeListState({ ...state, page: 1 }).toString();
    return (
      <EmptyState
        headingLevel={2}
        title={t('list.pastEndTitle')}
        text={t('list.pastEndText', { pages: totalPages })}
        actions={
          <Link
            className={buttonClassName()}
            to={`${paths.productsList(categoryDesc)}${first ? `?${first}` : ''}`}
          >
            {t('list.firstPage')}
          </Link>
        }
      />
    );
  }
  if (state.search) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('list.emptySearchTitle', { term: state.search })}
        text={t('list.emptySearchText')}
        actions={
          <Link className={buttonClassName()} to={paths.productsList(ALL_PRODUCTS)}>
            {t('home.seeAll')}
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      headingLevel={2}
      title={t('list.emptyTitle')}
      text={t('list.emptyText')}
      actions={
        <>
          <Link className={buttonClassName()} to={clearHref}>
            {t('list.clear')}
          </Link>
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={paths.productsList(ALL_PRODUCTS)}
          >
            {t('home.seeAll')}
          </Link>
        </>
      }
    />
  );
}
