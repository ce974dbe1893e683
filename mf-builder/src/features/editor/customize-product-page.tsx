import { useSearchParams, useTranslation } from '@store/platform';
import { Spinner } from '@store/ui';
import { Editor } from './editor';
import { useBuilderData } from './use-builder-data';
import { sourceOf } from './line-source';
import type { BuilderQuery } from './use-design-session';
import { useFontsReady } from './use-fonts-ready';

const numberOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * `/customize-product?product=<slug>&kind=&variant=&quantity=&technique=&line=&start=upload`: the
 * editor of that product (opened by the product page's 'Personalizar', or by a cart line to edit
 * it or to upload its logo).
 * `&order=<id>&line=<n>`: the design of that order's line, saved back to the order.
 */
export function CustomizeProductPage() {
  const { t } = useTranslation('builder');
  const [params] = useSearchParams();
  const slug = params.get('product');
  const data = useBuilderData(slug);
  const fonts = useFontsReady();

  if (!slug)
    return (
      <>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </>
    );
  if (data.status === 'failed')
    return <p role="alert">{t('loadFailed', { message: data.message })}</p>;
  if (data.status === 'loading' || !fonts) return <Spinner label={t('loading')} />;
  const query: BuilderQuery = {
    product: slug,
    variant: numberOf(params.get('variant')),
    quantity: numberOf(params.get('quantity')),
    technique: numberOf(params.get('technique')),
    source: sourceOf(params.get('order'), params.get('line')),
    start: params.get('start') === 'upload' ? 'upload' : null,
  };
  if (params.get('order') !== null && !query.source)
    return <p role="alert">{t('orderLineFailed', { message: '' })}</p>;
  if (!data.product.isCustomizable || data.product.techniques.length === 0)
    return <p>{t('notCustomizable')}</p>;
  return (
    <Editor
      key={`${slug}:${params.get('order') ?? ''}:${params.get('line') ?? ''}`}
      product={data.product}
      settings={data.settings}
      query={query}
    />
  );
}
