import type { AddToCartLine, DesignCustomization, ProductDetail } from '@store/contracts';
import { request } from '@store/platform';
import { builderApi } from './builder-api';
import type { OrderLineRef } from './line-source';
import { builderRequest } from './order-lines';

/** A `data:image/png;base64,...` address as a file to upload (no fetch: the CSP allows none). */
export function pngBlob(dataUrl: string): Blob {
  const bytes = Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** Where a finished design goes; the refusal's text (as its owner words it) or null when kept. */
export type SaveTarget = (
  design: DesignCustomization,
  mockup: string | null,
) => Promise<string | null>;

/** The cart (`cart:add-requested`), which uploads the picture; a reopened line keeps its place. */
export const cartTarget =
  (product: ProductDetail, lines: AddToCartLine[], replaces: string | null): SaveTarget =>
  async (design, mockup) => {
    const result = await request(
      'cart:add-requested',
      builderRequest(product, lines, design, mockup, replaces),
    );
    return result.ok ? null : result.message;
  };

/**
 * A placed order's line (`Orders/UpdateOrderDesign`): the picture is uploaded first, as the cart
 * does for its lines; the server keeps the order's price, so it refuses a design that prints
 * differently or an approved proof (its Spanish message is thrown as a StoreApiError).
 */
export const orderTarget =
  ({ order, line }: OrderLineRef): SaveTarget =>
  async (design, mockup) => {
    const render = mockup ? await builderApi.uploadPreview(pngBlob(mockup)) : null;
    await builderApi.updateOrderDesign({
      id: order,
      line,
      customization: design,
      customizationRender: render,
    });
    return null;
  };
