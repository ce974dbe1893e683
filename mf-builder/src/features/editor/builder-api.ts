import {
  CATALOG_API,
  type DesignCustomization,
  type DesignerSettings,
  type DesignUpload,
  type OrderDetail,
  type ProductDetail,
  type UploadedCartFile,
} from '@store/contracts';
import { api, apiFile, appPath } from '@store/platform';
import type { UploadCall } from './use-upload';

/** The calls of the builder (spec section 7 and `api/src/modules/designs`). */
export const builderApi = {
  product: (slug: string) => api.get<ProductDetail>(CATALOG_API.productDetail, { slug }),
  settings: () => api.get<DesignerSettings>(appPath('Designs/GetDesignerSettings')),
  logos: () => api.get<DesignUpload[]>(appPath('UserLogos/GetUserLogos')),
  /** A view's mockup, kept with the design (`Designs/UploadDesign`). */
  uploadDesign(image: Blob, call?: UploadCall): Promise<DesignUpload> {
    const form = new FormData();
    form.append('file', image, 'mockup.png');
    return api.request<DesignUpload>({
      method: 'POST',
      url: appPath('Designs/UploadDesign'),
      data: form,
      ...call,
    });
  },
  /** The buyer's order, whose customised line is being changed. */
  order: (id: number) => api.get<OrderDetail>(appPath('Orders/GetOrderById'), { Id: id }),
  /**
   * The line's picture, stored as the cart stores a customised item's preview
   * (`PutImagesProductItem`, under a new id since an order line has no cart UUID).
   */
  async uploadPreview(image: Blob): Promise<string> {
    const form = new FormData();
    form.append('shoppingCartUUID', crypto.randomUUID());
    form.append('file', image, 'preview');
    const [stored] = await api.put<UploadedCartFile[]>(
      appPath('ShoppingCarts/PutImagesProductItem'),
      form,
    );
    if (!stored) throw new Error('preview upload answered no file');
    return stored.url;
  },
  /** `Orders/UpdateOrderDesign`: refused (422, in Spanish) once the proof is approved. */
  updateOrderDesign: (body: {
    id: number;
    line: number;
    customization: DesignCustomization;
    customizationRender: string | null;
  }) => api.post<OrderDetail>(appPath('Orders/UpdateOrderDesign'), body),
  async uploadLogo(file: File, call?: UploadCall): Promise<DesignUpload> {
    const form = new FormData();
    form.append('file', file, file.name);
    const [stored] = await api.request<DesignUpload[]>({
      method: 'POST',
      url: appPath('OrderLogos/UploadLogos'),
      data: form,
      ...call,
    });
    if (!stored) throw new Error('upload answered no file');
    return stored;
  },
};

const blobs = new Map<string, Promise<string>>();

/**
 * An upload as a `blob:` address for the canvas: the server gives a file to its owner only, so
 * it is fetched through the API client, with the session's token (an `<img>` would send none).
 */
export function uploadBlobUrl(upload: string): Promise<string> {
  const cached = blobs.get(upload);
  if (cached) return cached;
  const loading = apiFile({ url: appPath(`Designs/Files/${upload}`) }).then((file) =>
    URL.createObjectURL(file),
  );
  blobs.set(upload, loading);
  loading.catch(() => blobs.delete(upload));
  return loading;
}
