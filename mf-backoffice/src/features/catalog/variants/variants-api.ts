import type { NewVariantBody, ProductVariants, VariantBody } from '@store/contracts';
import { call } from '../../api/admin-api';

const url = (id: number) => `/api/admin/catalog/products/${id}/variants`;

/** A product's variants (`/api/admin/catalog/products/:id/variants`): read, edit, add, order, retire. */
export const variantsApi = {
  get: (token: string, id: number) => call<ProductVariants>(token, { url: url(id) }),
  save: (token: string, id: number, variantId: number, body: VariantBody) =>
    call<ProductVariants>(token, { method: 'PUT', url: `${url(id)}/${variantId}`, data: body }),
  add: (token: string, id: number, body: NewVariantBody) =>
    call<ProductVariants>(token, { method: 'POST', url: url(id), data: body }),
  order: (token: string, id: number, version: number, order: number[]) =>
    call<ProductVariants>(token, {
      method: 'PUT',
      url: `${url(id)}/order`,
      data: { version, order },
    }),
  retire: (token: string, id: number, variantId: number, version: number) =>
    call<ProductVariants>(token, {
      method: 'POST',
      url: `${url(id)}/${variantId}/retire`,
      data: { version },
    }),
};
