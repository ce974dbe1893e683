import { render, screen, waitFor, within } from '@testing-library/react';
// Tests need a router of their own; the remote itself reaches react-router only through @store/platform.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router';
import type { StaffDashboard, StaffRole } from '@store/contracts';
import { adminApi } from '../api/admin-api';
import { FakeEventSource, installFakeEventSource } from '../live/test-event-source';
import { DashboardPage } from './dashboard-page';

jest.mock('../api/admin-api', () => ({
  adminApi: { dashboard: jest.fn(), eventsTicket: jest.fn() },
}));
// The chart's library draws on a canvas jsdom has not: the figures are what this test reads.
jest.mock('./sales-chart', () => ({ SalesChart: () => null }));

const figures = (orders: number, waiting: number): StaffDashboard => ({
  currency: 'ARS',
  today: { orders, sales: orders * 1000 },
  week: { orders, sales: orders * 1000 },
  waitingForPayment: waiting,
  proofsWaiting: 0,
  quotesExpiring: 0,
  lowStock: { count: 0, items: [] },
  salesByWeek: [],
});
const OWNER: StaffRole = 'owner';
const figure = (label: string) => screen.getByText(label, { exact: true }).nextElementSibling;

it('reads the figures again on a new order and a payment, and says what happened', async () => {
  installFakeEventSource();
  let now = figures(3, 1);
  jest.mocked(adminApi.dashboard).mockImplementation(async () => now);
  jest.mocked(adminApi.eventsTicket).mockResolvedValue({
    ticket: 't'.repeat(43),
    expiresInSeconds: 60,
    url: '/api/admin/events?tenant=demo-ar&ticket=1',
  });
  render(
    <MemoryRouter>
      <DashboardPage token="staff-token" base="/demo-ar/admin" role={OWNER} />
    </MemoryRouter>,
  );
  await waitFor(() => expect(figure('Pedidos de hoy')).toHaveTextContent('3'));
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0]!;

  now = figures(4, 2);
  const order = { number: '0001-000044', company: 'Gráfica Sur', paymentStatus: 'pending' };
  stream.send('order:placed', { order });
  await waitFor(() => expect(figure('Pedidos de hoy')).toHaveTextContent('4'));
  expect(figure('Esperan el pago')).toHaveTextContent('2');
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Nuevo pedido N.º 0001-000044 de Gráfica Sur.');

  now = figures(4, 1);
  stream.send('order:payment-changed', {
    order: { ...order, paymentStatus: 'approved' },
    paid: 1000,
    balance: 0,
  });
  await waitFor(() => expect(figure('Esperan el pago')).toHaveTextContent('1'));
  expect(within(status).getByText('Pago del pedido N.º 0001-000044: aprobado.')).toBeVisible();
});
