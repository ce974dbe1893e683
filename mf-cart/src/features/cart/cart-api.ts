import type { CartItem, PriceEntry, SavedCart, UploadedCartFile } from '@store/contracts';
import { api, appPath } from '@store/platform';
import { itemsForPricing } from './pricing-items';

/** The ShoppingCarts calls of spec section 7 (and the restore call this store defines). */
const cartPath = (name: string) => appPath(`ShoppingCarts/${name}`);

export const cartApi = {
  /** Only what the server reads of each item is sent (`itemsForPricing`). */
  price: (items: CartItem[]) =>
    api.post<PriceEntry[]>(cartPath('GetShoppingCartProductPrice'), {
      items: itemsForPricing(items),
    }),
  load: () => api.get<SavedCart>(cartPath('GetShoppingCartsClient')),
  save: (items: CartItem[], version: number) =>
    api.post<SavedCart>(cartPath('CreateOrEditShoppingCart'), { items, version }),
  restore: () => api.post<SavedCart>(cartPath('RestoreShoppingCart'), {}),
  /** The preview image of a customised item (multipart, one file). */
  uploadPreview(shoppingCartUUID: string, image: Blob): Promise<UploadedCartFile[]> {
    const form = new FormData();
    form.append('shoppingCartUUID', shoppingCartUUID);
    form.append('file', image, 'preview');
    return api.put<UploadedCartFile[]>(cartPath('PutImagesProductItem'), form);
  },
};

export type CartApi = typeof cartApi;
