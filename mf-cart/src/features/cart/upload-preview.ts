import type { CartItem } from '@store/contracts';
import type { CartApi } from './cart-api';

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/=]+)$/;

function blobOf(dataUrl: string): Blob | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[1] || !match[2]) return null;
  const bytes = Uint8Array.from(atob(match[2]), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: match[1] });
}

/**
 * A customised item keeps its preview by address: an image the builder hands over inline is
 * uploaded first (`PutImagesProductItem`), so carts stay small and the server checks the file.
 */
export async function withPreview(api: CartApi, item: CartItem, render: string | null | undefined) {
  if (!render) return item;
  let address = render;
  if (render.startsWith('data:')) {
    const image = blobOf(render);
    if (!image) throw new Error('preview is not a PNG, JPEG or WebP image');
    const [stored] = await api.uploadPreview(item.shoppingCartUUID, image);
    if (!stored) throw new Error('preview upload answered no file');
    address = stored.url;
  }
  if (item.type === 'ProductoSimple')
    return { ...item, value: { ...item.value, customizationRender: address } };
  return {
    ...item,
    value: item.value.map((line) => ({ ...line, customizationRender: address })),
  };
}
