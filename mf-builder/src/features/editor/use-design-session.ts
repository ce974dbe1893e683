import { useEffect, useState } from 'react';
import type { DesignUpload, ProductDetail } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { viewsFor, type DesignState } from '../design/design-model';
import { readDraft, writeDraft } from './draft-storage';
import { draftLineOf, loadLine, type LineSource } from './line-source';
import type { Quantities } from './order-lines';
import { useHistory } from './use-history';

export interface BuilderQuery {
  product: string;
  variant: number | null;
  quantity: number | null;
  technique: number | null;
  /** The cart or order line being reopened. */
  source: LineSource | null;
  /** `upload`: opened to put a logo on the design (a cart line's 'Subir logo'). */
  start?: 'upload' | null;
}

function startingQuantities(product: ProductDetail, query: BuilderQuery): Quantities {
  const first = product.variants.find((v) => v.id === query.variant) ?? product.variants[0];
  const technique = product.techniques.find((t) => t.id === query.technique);
  const minimum = (technique ?? product.techniques[0])?.minUnitsForPrinting ?? 1;
  if (!first || product.kind === 'curva') return {};
  return { [first.id]: String(query.quantity ?? minimum) };
}

/**
 * The design being edited and where it comes from: the cart or order line being reopened, the
 * draft this browser kept, or a blank design on the technique the product page chose. Every
 * change is kept as a draft, so a reload finds it again. An order line that cannot be read is
 * 'failed' (never a blank design to save over the order's).
 */
export function useDesignSession(tenant: string, product: ProductDetail, query: BuilderQuery) {
  const techniqueId =
    product.techniques.find((t) => t.id === query.technique)?.id ?? product.techniques[0]?.id ?? 0;
  const draftLine = draftLineOf(query.source);
  const [draft] = useState(() => readDraft(tenant, product.slug, draftLine));
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
  const [origin, setOrigin] = useState<'loading' | 'blank' | 'draft' | 'line' | 'failed'>(
    draft ? 'draft' : query.source ? 'loading' : 'blank',
  );
  const [failure, setFailure] = useState('');
  // The editor is keyed by its source, so the first one is the one for its whole life.
  const [source] = useState(query.source);

  useEffect(() => {
    if (origin !== 'loading' || !source) return;
    loadLine(product, source).then(
      (saved) => {
        if (saved) {
          reset(saved.design);
          setQuantities(saved.quantities);
          setColorVariantId(saved.colorVariantId);
        }
        setOrigin(saved ? 'line' : source.kind === 'order' ? 'failed' : 'blank');
      },
      (error: unknown) => {
        setFailure(error instanceof StoreApiError ? error.message : '');
        setOrigin(source.kind === 'order' ? 'failed' : 'blank');
      },
    );
  }, [origin, product, source, reset]);

  const design = history.present;
  useEffect(() => {
    if (origin === 'loading' || origin === 'failed') return;
    writeDraft(tenant, product.slug, draftLine, { design, uploads, quantities, colorVariantId });
  }, [tenant, product.slug, draftLine, origin, design, uploads, quantities, colorVariantId]);

  return {
    ...history,
    design,
    origin,
    failure,
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
