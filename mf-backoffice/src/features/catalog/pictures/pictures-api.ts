import type { PictureCrop, ProductPictures } from '@store/contracts';
import { call } from '../../api/admin-api';

const url = (id: number) => `/api/admin/catalog/products/${id}/pictures`;

/** A product's pictures (`/api/admin/catalog/products/:id/pictures`): read, upload, order, alt, crop, delete. */
export const picturesApi = {
  get: (token: string, id: number) => call<ProductPictures>(token, { url: url(id) }),
  upload(token: string, id: number, version: number, files: File[]) {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return call<ProductPictures>(token, {
      method: 'POST',
      url: url(id),
      params: { version },
      data: form,
    });
  },
  order: (token: string, id: number, version: number, order: string[]) =>
    call<ProductPictures>(token, {
      method: 'PUT',
      url: `${url(id)}/order`,
      data: { version, order },
    }),
  saveAlt: (token: string, id: number, pictureId: string, version: number, alt: string) =>
    call<ProductPictures>(token, {
      method: 'PUT',
      url: `${url(id)}/${pictureId}`,
      data: { version, alt },
    }),
  /** `drawnOn`: the size the crop was drawn on, for a picture of the import (no original yet). */
  crop: (
    token: string,
    id: number,
    pictureId: string,
    version: number,
    crop: PictureCrop | null,
    drawnOn?: { width: number; height: number },
  ) =>
    call<ProductPictures>(token, {
      method: 'PUT',
      url: `${url(id)}/${pictureId}/crop`,
      data: drawnOn ? { version, crop, drawnOn } : { version, crop },
    }),
  remove: (token: string, id: number, pictureId: string, version: number) =>
    call<ProductPictures>(token, {
      method: 'POST',
      url: `${url(id)}/${pictureId}/delete`,
      data: { version },
    }),
};
