import { useEffect, useState } from 'react';
import type { DesignerSettings, ProductDetail } from '@store/contracts';
import { builderApi } from './builder-api';

export type BuilderData =
  | { status: 'loading' }
  | { status: 'ready'; product: ProductDetail; settings: DesignerSettings }
  | { status: 'failed'; message: string };

/** The product to customise and the designer's settings, read once per product. */
export function useBuilderData(slug: string | null): BuilderData {
  const [answer, setAnswer] = useState<{ slug: string; data: BuilderData } | null>(null);
  useEffect(() => {
    if (!slug) return undefined;
    let current = true;
    const done = (data: BuilderData) => current && setAnswer({ slug, data });
    Promise.all([builderApi.product(slug), builderApi.settings()]).then(
      ([product, settings]) => done({ status: 'ready', product, settings }),
      (error: unknown) =>
        done({ status: 'failed', message: error instanceof Error ? error.message : '' }),
    );
    return () => {
      current = false;
    };
  }, [slug]);
  return answer?.slug === slug ? answer.data : { status: 'loading' };
}
