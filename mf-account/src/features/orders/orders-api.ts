import type { OrderDetail, OrderPage, OrderStatus } from '@store/contracts';
import { api, appPath } from '@store/platform';

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
};

export type OrdersApi = typeof ordersApi;
