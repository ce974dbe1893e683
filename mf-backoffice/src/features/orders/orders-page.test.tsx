import { act, render, screen, waitFor, within } from '@testing-library/react';
// Tests need a router of their own; the remote itself reaches react-router only through @store/platform.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router';
import type { AdminOrderPage, AdminOrderSummary, StaffRole } from '@store/contracts';
import { adminApi } from '../api/admin-api';
import { FakeEventSource, installFakeEventSource } from '../live/test-event-source';
import { OrdersPage } from './orders-page';

jest.mock('../api/admin-api', () => ({
  adminApi: { orders: jest.fn(), eventsTicket: jest.fn() },
}));

const order = (id: number, changes: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id,
  number: `0001-0000${id}`,
  createdAt: '2026-11-30T12:00:00.000Z',
  buyer: 'Ana Pérez',
  email: 'ana@empresa.com.ar',
  company: `Empresa ${id}`,
  taxId: '20-12345678-6',
  status: 'received',
  payment: 'TRF',
  paymentStatus: 'pending',
  currency: 'ARS',
  total: 1000,
  ...changes,
});
const pageOf = (items: AdminOrderSummary[]): AdminOrderPage => ({
  items,
  totalCount: items.length,
  page: 1,
  pageSize: 20,
});

let rows: AdminOrderSummary[];
beforeEach(() => {
  installFakeEventSource();
  rows = [order(41)];
  jest.mocked(adminApi.orders).mockReset();
  jest.mocked(adminApi.orders).mockImplementation(async () => pageOf(rows));
  let tickets = 0;
  jest.mocked(adminApi.eventsTicket).mockReset();
  jest.mocked(adminApi.eventsTicket).mockImplementation(async () => ({
    ticket: 't'.repeat(43),
    expiresInSeconds: 60,
    url: `/api/admin/events?tenant=demo-ar&ticket=${++tickets}`,
  }));
});

function setup(role: StaffRole = 'sales') {
  return render(
    <MemoryRouter initialEntries={['/admin/orders']}>
      <OrdersPage token="staff-token" base="/demo-ar/admin" role={role} />
    </MemoryRouter>,
  );
}
const numbersInTable = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

it('shows a new order at the top and a payment in its row without a reload, and says so', async () => {
  setup();
  await screen.findByRole('link', { name: '0001-000041' });
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0]!;
  expect(stream.url).toBe('/api/admin/events?tenant=demo-ar&ticket=1');
  expect(adminApi.eventsTicket).toHaveBeenCalledWith('staff-token');

  rows = [order(42, { company: 'Gráfica Sur' }), order(41)];
  stream.send('order:placed', { order: rows[0] });
  expect(await screen.findByText('Nuevo pedido N.º 0001-000042 de Gráfica Sur.')).toHaveAttribute(
    'role',
    'status',
  );
  await waitFor(() => expect(numbersInTable()).toEqual(['0001-000042', '0001-000041']));

  rows = [rows[0]!, order(41, { paymentStatus: 'approved', status: 'paid' })];
  stream.send('order:payment-changed', { order: rows[1], paid: 1000, balance: 0 });
  expect(await screen.findByText('Pago del pedido N.º 0001-000041: aprobado.')).toBeVisible();
  const paidRow = (await screen.findByRole('link', { name: '0001-000041' })).closest('tr')!;
  await waitFor(() => expect(paidRow).toHaveTextContent('Aprobado'));
});

it('opens the stream again with a new ticket after an error, and reads what it missed', async () => {
  setup();
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const first = FakeEventSource.opened[0]!;
  act(() => first.onopen?.());
  const reads = jest.mocked(adminApi.orders).mock.calls.length;

  act(() => first.onerror?.());
  expect(first.closed).toBe(true);
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
  const second = FakeEventSource.opened[1]!;
  expect(second.url).toBe('/api/admin/events?tenant=demo-ar&ticket=2');
  rows = [order(43), order(41)];
  act(() => second.onopen?.());
  await screen.findByRole('link', { name: '0001-000043' });
  expect(jest.mocked(adminApi.orders).mock.calls.length).toBe(reads + 1);
});

it('closes the stream when the page goes, and opens none for a role without orders', async () => {
  const { unmount } = setup();
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  unmount();
  expect(FakeEventSource.opened[0]!.closed).toBe(true);

  setup('catalogue');
  await screen.findByRole('link', { name: '0001-000041' });
  expect(adminApi.eventsTicket).toHaveBeenCalledTimes(1);
  expect(FakeEventSource.opened).toHaveLength(1);
});
