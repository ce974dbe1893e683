import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { sessionHolder } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { QuoteDetailPage } from '../quotes/quote-detail-page';
import { QuotesListPage } from '../quotes/quotes-list-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersListPage } from './orders-list-page';

const BUYER = {
  userId: 4,
  email: 'comprador@promosur.com.ar',
  fullName: 'Martina Sosa',
  phoneNumber: null,
  company: null,
};
const where = () => screen.getByRole('status', { name: 'Dirección' });

const PAGES: [string, ReactElement, string][] = [
  ['/orders/list', <OrdersListPage key="ol" />, 'Mis pedidos'],
  ['/orders/detail/12', <OrderDetailPage key="od" />, 'Detalle del pedido'],
  ['/orders/quote/list', <QuotesListPage key="ql" />, 'Mis cotizaciones'],
  ['/orders/quote/detail?id=7', <QuoteDetailPage key="qd" />, 'Cotización'],
];

describe.each(PAGES)('%s', (path, page, title) => {
  it('sends a guest to the login and back here afterwards', () => {
    sessionHolder.set({ accessToken: 'guest', user: null });
    renderAccount(page, { path, route: path.split('?')[0] });
    expect(where()).toHaveTextContent(`/auth?mode=login&from=${encodeURIComponent(path)}`);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the page to a logged-in buyer', () => {
    sessionHolder.set({ accessToken: 'user', user: BUYER });
    renderAccount(page, { path, route: path.split('?')[0] });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(where()).toHaveTextContent(path);
  });
});
