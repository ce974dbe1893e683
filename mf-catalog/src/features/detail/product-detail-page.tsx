import { useState } from 'react';
import { preload } from 'react-dom';
import { ALL_PRODUCTS, paths, type ProductDetail, type ProductVariant } from '@store/contracts';
import {
  Link,
  Navigate,
  useLocation,
  useTranslation,
  useParams,
  useSearchParams,
  useStore,
  useDocumentTitle,
} from '@store/platform';
import { Button, buttonClassName, EmptyState, HydratedControls, Spinner } from '@store/ui';
import { catalogApi } from '../catalog-api/catalog-api';
import { useRemote } from '../catalog-api/use-remote';
import { CurveOrderForm } from './curve-order-form';
import { FavoriteButton } from './favorite-button';
import { ImageGallery } from './image-gallery';
import { TierTable } from './price-panel';
import { ProductInformation } from './product-information';
import { SimpleOrderForm } from './simple-order-form';
import { VideoButton } from './video-button';
import styles from './detail.module.css';

/** `/product-detail/{productType?}/(simple|curva)/{productDesc}`. */
export function ProductDetailPage() {
  const { t } = useTranslation(['catalog-detail', 'catalog-list', 'catalog']);
  const { productDesc = '' } = useParams();
  const location = useLocation();
  const product = useRemote({
    key: `detail:${productDesc}`,
    load: (api) => catalogApi.detail(api, productDesc),
  });
  useDocumentTitle(
    product.data?.name ?? (product.error?.status === 404 ? t('detail.notFound') : null),
  );

  if (product.error?.status === 404) {
    return (
      <EmptyState
        title={t('detail.notFound')}
        text={t('detail.notFoundText')}
        actions={
          <Link className={buttonClassName()} to={paths.productsList(ALL_PRODUCTS)}>
            {t('home.seeAll')}
          </Link>
        }
      />
    );
  }
  if (product.error) {
    return (
      <div role="alert" className={styles.loadError}>
        <h1>{t('detail.loadError')}</h1>
        <p>{product.error.message}</p>
        <Button onClick={product.retry}>{t('list.retry')}</Button>
      </div>
    );
  }
  // A link with the wrong kind or type (an old link, a typo) goes to the product's own address.
  const own =
    product.data &&
    paths.productDetail({
      kind: product.data.kind,
      productDesc: product.data.slug,
      productType: product.data.productType,
    });
  if (own && decodeURIComponent(location.pathname) !== decodeURIComponent(own))
    return <Navigate to={`${own}${location.search}`} replace />;
  if (!product.data)
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  return <Detail key={product.data.id} product={product.data} />;
}

function Detail({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(['catalog-detail', 'catalog-list', 'catalog']);
  const { config } = useStore();
  // `?color=` (a list filtered by colour links here so) chooses the first variant shown.
  const [query] = useSearchParams();
  const asked = query.get('color');
  const [variant, setVariant] = useState<ProductVariant | undefined>(
    product.variants.find((v) => v.color?.name === asked && v.stock > 0) ??
      product.variants.find((v) => v.color?.name === asked) ??
      product.variants.find((v) => v.stock > 0) ??
      product.variants[0],
  );
  const images =
    product.images.length > 0 ? product.images : product.featuredImg ? [product.featuredImg] : [];
  const alts =
    product.images.length > 0 ? (product.imageAlts ?? []) : [product.featuredImgAlt ?? null];
  // Rendered on the server, this puts the largest picture's preload in the page's <head>.
  if (images[0]) preload(images[0], { as: 'image', fetchPriority: 'high' });
  const chooseImage = (image: string) => {
    const match = product.variants.find((v) => v.image === image);
    if (match && product.kind === 'simple') setVariant(match);
  };

  return (
    <article className={styles.detail}>
      <nav aria-label={t('detail.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={paths.home()}>{t('detail.home')}</Link>
          </li>
          <li>
            <Link to={paths.productsList(product.category.slug)}>{product.category.title}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      {/* A size x colour grid needs more room than a single order form. */}
      <div className={styles.columns} data-kind={product.kind}>
        <div>
          <HydratedControls>
            <ImageGallery
              images={images}
              alts={alts}
              name={product.name}
              active={product.kind === 'simple' ? (variant?.image ?? null) : null}
              onActive={chooseImage}
            />
            {config.showProductVideo && product.videoUrl && (
              <VideoButton url={product.videoUrl} name={product.name} />
            )}
          </HydratedControls>
        </div>
        <div className={styles.info}>
          <p className={styles.category}>
            {product.category.title}
            {product.brand ? ` · ${product.brand}` : ''}
          </p>
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.code}>{t('detail.code', { code: product.externalId })}</p>
          <HydratedControls>
            <FavoriteButton productId={product.id} />
            {product.kind === 'curva' ? (
              <CurveOrderForm product={product} />
            ) : variant ? (
              <SimpleOrderForm product={product} variant={variant} onVariant={setVariant} />
            ) : null}
          </HydratedControls>
          <TierTable product={product} />
        </div>
      </div>
      <ProductInformation product={product} />
    </article>
  );
}
