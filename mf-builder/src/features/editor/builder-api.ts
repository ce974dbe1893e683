import {
  CATALOG_API,
  TENANT_HEADER,
  type DesignerSettings,
  type DesignUpload,
  type ProductDetail,
} from '@store/contracts';
import { api, appPath, sessionHolder } from '@store/platform';

/** The calls of the builder (spec section 7 and `api/src/modules/designs`). */
export const builderApi = {
  product: (slug: string) => api.get<ProductDetail>(CATALOG_API.productDetail, { slug }),
  settings: () => api.get<DesignerSettings>(appPath('Designs/GetDesignerSettings')),
  logos: () => api.get<DesignUpload[]>(appPath('UserLogos/GetUserLogos')),
  /** A view's mockup, kept with the design (`Designs/UploadDesign`). */
  uploadDesign(image: Blob): Promise<DesignUpload> {
    const form = new FormData();
    form.append('file', image, 'mockup.png');
    return api.post<DesignUpload>(appPath('Designs/UploadDesign'), form);
  },
  async uploadLogo(file: File): Promise<DesignUpload> {
    const form = new FormData();
    form.append('file', file, file.name);
    const [stored] = await api.post<DesignUpload[]>(appPath('OrderLogos/UploadLogos'), form);
    if (!stored) throw new Error('upload answered no file');
    return stored;
  },
};

const blobs = new Map<string, Promise<string>>();

/**
 * An upload as a `blob:` address for the canvas: the server gives a file to its owner only, so
 * it is fetched with the token (an `<img>` would send none).
 */
export function uploadBlobUrl(tenant: string, upload: string): Promise<string> {
  const cached = blobs.get(upload);
  if (cached) return cached;
  const token = sessionHolder.get().accessToken;
  const loading = fetch(appPath(`Designs/Files/${upload}`), {
    headers: { [TENANT_HEADER]: tenant, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).then(async (response) => {
    if (!response.ok) throw new Error(`image ${upload}: ${response.status}`);
    return URL.createObjectURL(await response.blob());
  });
  blobs.set(upload, loading);
  loading.catch(() => blobs.delete(upload));
  return loading;
}
