import type { DesignerSettings, ProductDetail } from '@store/contracts';

import { builderApi } from './builder-api';
import { useKeyedLoad } from '@store/ui';

export type BuilderData =
  | { status: 'loading' }
  | { status: 'ready'; product: ProductDetail; settings: DesignerSettings }
  | { status: 'failed'; message: string };

/** The product to customise and the designer's settings, read once per product. */
export function useBuilderData(slug: string | null): BuilderData {
  const { data, error } = useKeyedLoad(slug || null, () =>
    Promise.all([builderApi.product(slug ?? ''), builderApi.settings()]),
  );
  if (error !== null) return { status: 'failed', message: error };
  if (!data) return { status: 'loading' };
  const [product, settings] = data;
  return { status: 'ready', product, settings };
}
