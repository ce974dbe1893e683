import { useState } from 'react';
import type { AddToCartLine, DesignCustomization, ProductDetail } from '@store/contracts';
import { emit, request, useMessages } from '@store/platform';
import { renderMockup } from '../canvas/mockup';
import type { ViewLayout } from '../design/area-math';
import { clearDraft } from './draft-storage';
import { builderApi } from './builder-api';
import { builderRequest } from './order-lines';

/** A `data:image/png;base64,...` address as a file to upload (no fetch: the CSP allows none). */
function pngBlob(dataUrl: string): Blob {
  const bytes = Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

interface SaveInput {
  tenant: string;
  product: ProductDetail;
  lines: AddToCartLine[];
  design: DesignCustomization;
  line: string | null;
  layoutOf: (view: string) => ViewLayout | null;
  pictureOf: (view: string) => string | null;
  imageUrl: (upload: string) => Promise<string>;
}

/**
 * Saves the design to the cart: a mockup PNG per view (multiplier 2), the first one as the line's
 * picture, and the design as the line's customisation, through `cart:add-requested` (a reopened
 * line is put back in its place).
 */
export function useSave() {
  const { t } = useMessages('builder');
  const [state, setState] = useState<{ busy: boolean; ok: boolean; text: string }>({
    busy: false,
    ok: true,
    text: '',
  });

  async function save(input: SaveInput) {
    setState({ busy: true, ok: true, text: '' });
    try {
      const mockups: string[] = [];
      const views = [];
      for (const view of input.design.views) {
        const layout = input.layoutOf(view.view);
        if (!layout) continue;
        const png = await renderMockup(
          layout,
          input.pictureOf(view.view),
          view.elements,
          input.imageUrl,
        );
        mockups.push(png);
        views.push({ ...view, mockup: (await builderApi.uploadDesign(pngBlob(png))).name });
      }
      const design = { ...input.design, views };
      const result = await request(
        'cart:add-requested',
        builderRequest(input.product, input.lines, design, mockups[0] ?? null, input.line),
      );
      if (!result.ok) return setState({ busy: false, ok: false, text: result.message });
      clearDraft(input.tenant, input.product.slug, input.line);
      setState({ busy: false, ok: true, text: t('saved') });
      emit('cart:open-drawer', {});
    } catch (error) {
      setState({ busy: false, ok: false, text: error instanceof Error ? error.message : '' });
    }
  }

  return { ...state, save, refuse: (text: string) => setState({ busy: false, ok: false, text }) };
}
