import type {
  OrderDetail,
  OrderTaxDocument,
  OrderPage,
  OrderStatus,
  ReorderItems,
} from '@store/contracts';
import { api, apiFile, appPath } from '@store/platform';

/** The order calls of spec section 7 the account pages make. */
const ordersPath = (name: string) => appPath(`Orders/${name}`);

export const ORDERS_PAGE_SIZE = 10;

export const ordersApi = {
  list: (page: number, status: OrderStatus | null, pageSize = ORDERS_PAGE_SIZE) =>
    api.get<OrderPage>(ordersPath('GetOrders'), {
      Page: page,
      PageSize: pageSize,
      ...(status ? { Status: status } : {}),
    }),
  get: (id: number) => api.get<OrderDetail>(ordersPath('GetOrderById'), { Id: id }),
  reorderItems: (id: number) => api.get<ReorderItems>(ordersPath('GetReorderItems'), { Id: id }),
  pdf: (id: number) =>
    apiFile({ method: 'GET', url: ordersPath('GetOrderPdf'), params: { Id: id } }),
  /** The order's electronic invoice and credit note (issued or on their way). */
  invoices: (id: number) => api.get<OrderTaxDocument[]>(ordersPath('GetOrderInvoices'), { Id: id }),
  invoicePdf: (id: number, kind: OrderTaxDocument['kind']) =>
    apiFile({ method: 'GET', url: ordersPath('GetInvoicePdf'), params: { Id: id, Kind: kind } }),
  /** With `version` once the store sent a proof (the latest sent one). */
  approveProof: (id: number, version?: number) =>
    api.post<OrderDetail>(ordersPath('ApproveProof'), {
      id,
      ...(version === undefined ? {} : { version }),
    }),
  requestProofChanges: (id: number, version: number, comment: string) =>
    api.post<OrderDetail>(ordersPath('RequestProofChanges'), { id, version, comment }),
  /** A sent proof version's PDF (its address comes with the order). */
  proofPdf: (url: string) => apiFile({ method: 'GET', url }),
  /** A design's saved picture (a view's mockup): its owner reads it with the token. */
  designFile: (name: string) =>
    apiFile({ method: 'GET', url: appPath(`Designs/Files/${encodeURIComponent(name)}`) }),
};

export type OrdersApi = typeof ordersApi;
