import type { OrderDetail, OrderPage, OrderStatus, ReorderItems } from '@store/contracts';
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
  approveProof: (id: number) => api.post<OrderDetail>(ordersPath('ApproveProof'), { id }),
  /** A design's saved picture (a view's mockup): its owner reads it with the token. */
  designFile: (name: string) =>
    apiFile({ method: 'GET', url: appPath(`Designs/Files/${encodeURIComponent(name)}`) }),
};

export type OrdersApi = typeof ordersApi;
