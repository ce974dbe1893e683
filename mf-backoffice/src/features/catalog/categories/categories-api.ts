import type {
  CategoryCreateBody,
  CategoryEditBody,
  CategoryMoveBody,
  PictureCrop,
  StaffCategoryTree,
} from '@store/contracts';
import { call } from '../../api/admin-api';

const URL = '/api/admin/catalog/categories';

/** The store's categories (`/api/admin/catalog/categories`): each write answers the whole tree. */
export const categoriesApi = {
  tree: (token: string) => call<StaffCategoryTree>(token, { url: URL }),
  create: (token: string, body: CategoryCreateBody) =>
    call<StaffCategoryTree>(token, { method: 'POST', url: URL, data: body }),
  edit: (token: string, id: number, body: CategoryEditBody) =>
    call<StaffCategoryTree>(token, { method: 'PUT', url: `${URL}/${id}`, data: body }),
  move: (token: string, id: number, body: CategoryMoveBody) =>
    call<StaffCategoryTree>(token, { method: 'PUT', url: `${URL}/${id}/position`, data: body }),
  remove: (token: string, id: number, version: number) =>
    call<StaffCategoryTree>(token, {
      method: 'POST',
      url: `${URL}/${id}/delete`,
      data: { version },
    }),
  uploadPicture(token: string, id: number, version: number, file: File) {
    const form = new FormData();
    form.append('files', file, file.name);
    return call<StaffCategoryTree>(token, {
      method: 'POST',
      url: `${URL}/${id}/picture`,
      params: { version },
      data: form,
    });
  },
  /** `drawnOn`: the size the crop was drawn on, for a picture without a kept original. */
  cropPicture: (
    token: string,
    id: number,
    version: number,
    crop: PictureCrop | null,
    drawnOn?: { width: number; height: number },
  ) =>
    call<StaffCategoryTree>(token, {
      method: 'PUT',
      url: `${URL}/${id}/picture/crop`,
      data: drawnOn ? { version, crop, drawnOn } : { version, crop },
    }),
  removePicture: (token: string, id: number, version: number) =>
    call<StaffCategoryTree>(token, {
      method: 'POST',
      url: `${URL}/${id}/picture/delete`,
      data: { version },
    }),
};
