import { useEffect, useState } from 'react';
import type { CartItem, DesignUpload, ProductDetail } from '@store/contracts';
import { request } from '@store/platform';
import { fromCustomization, viewsFor, type DesignState } from '../design/design-model';
import { readDraft, writeDraft } from './draft-storage';
import type { Quantities } from './order-lines';
import { useHistory } from './use-history';

export interface BuilderQuery {
  product: string;
  variant: number | null;
  quantity: number | null;
  technique: number | null;
  /** The cart line being reopened. */
  line: string | null;
}

const valuesOf = (item: CartItem) => (item.type === 'ProductoSimple' ? [item.value] : item.value);

function startingQuantities(product: ProductDetail, query: BuilderQuery): Quantities {
  const first = product.variants.find((v) => v.id === query.variant) ?? product.variants[0];
  const technique = product.techniques.find((t) => t.id === query.technique);
  const minimum = (technique ?? product.techniques[0])?.minUnitsForPrinting ?? 1;
  if (!first || product.kind === 'curva') return {};
  return { [first.id]: String(query.quantity ?? minimum) };
}

/**
 * The design being edited and where it comes from: the cart line being reopened, the draft this
 * browser kept, or a blank design on the technique the product page chose. Every change is kept
 * as a draft, so a reload finds it again.
 */
export function useDesignSession(tenant: string, product: ProductDetail, query: BuilderQuery) {
  const techniqueId =
    product.techniques.find((t) => t.id === query.technique)?.id ?? product.techniques[0]?.id ?? 0;
  const [draft] = useState(() => readDraft(tenant, product.slug, query.line));
  const history = useHistory<DesignState>(
    draft?.design ?? { techniqueId, views: viewsFor(product, techniqueId) },
  );
  const { reset } = history;
  const [uploads, setUploads] = useState<DesignUpload[]>(draft?.uploads ?? []);
  const [quantities, setQuantities] = useState<Quantities>(
    () => draft?.quantities ?? startingQuantities(product, query),
  );
  const [colorVariantId, setColorVariantId] = useState<number | null>(
    draft ? draft.colorVariantId : query.variant,
  );
  const [origin, setOrigin] = useState<'loading' | 'blank' | 'draft' | 'line'>(
    draft ? 'draft' : query.line ? 'loading' : 'blank',
  );

  useEffect(() => {
    if (origin !== 'loading' || !query.line) return;
    void request('cart:line-requested', { shoppingCartUUID: query.line })
      .catch(() => null)
      .then((item) => {
        const values = item ? valuesOf(item) : [];
        const design = fromCustomization(values[0]?.customization);
        if (design) {
          reset({ ...design, views: viewsFor(product, design.techniqueId, design.views) });
          setQuantities(Object.fromEntries(values.map((v) => [v.id, String(v.quantity)])));
          setColorVariantId(values[0]?.id ?? null);
        }
        setOrigin(design ? 'line' : 'blank');
      });
  }, [origin, product, query.line, reset]);

  const design = history.present;
  useEffect(() => {
    if (origin === 'loading') return;
    writeDraft(tenant, product.slug, query.line, { design, uploads, quantities, colorVariantId });
  }, [tenant, product.slug, query.line, origin, design, uploads, quantities, colorVariantId]);

  return {
    ...history,
    design,
    origin,
    uploads,
    addUpload: (upload: DesignUpload) =>
      setUploads((current) => [...current.filter((u) => u.name !== upload.name), upload]),
    quantities,
    setQuantities,
    colorVariantId,
    setColorVariantId,
  };
}

export type DesignSession = ReturnType<typeof useDesignSession>;
