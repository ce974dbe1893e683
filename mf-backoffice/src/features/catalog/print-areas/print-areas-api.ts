import type { StaffPrintAreasBody, StaffProductPrintAreas } from '@store/contracts';
import { call } from '../../api/admin-api';

const url = (id: number) => `/api/admin/catalog/products/${id}/print-areas`;

/** A product's techniques and print areas (`/api/admin/catalog/products/:id/print-areas`). */
export const printAreasApi = {
  get: (token: string, id: number) => call<StaffProductPrintAreas>(token, { url: url(id) }),
  save: (token: string, id: number, body: StaffPrintAreasBody) =>
    call<StaffProductPrintAreas>(token, { method: 'PUT', url: url(id), data: body }),
};
