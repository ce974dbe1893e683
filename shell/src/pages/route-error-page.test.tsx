import { screen } from '@testing-library/react';
import { renderInStore } from '../test/render-store';
import { RouteErrorPage, routeErrorStatus } from './route-error-page';

describe('route-level errors (spec section 8)', () => {
  it('takes statusCode, else the response status, else the status, else 500', () => {
    expect(routeErrorStatus({ statusCode: 403, response: { status: 500 } })).toBe(403);
    expect(routeErrorStatus({ response: { status: 422 } })).toBe(422);
    expect(routeErrorStatus({ status: 503 })).toBe(503);
    expect(routeErrorStatus(new Error('middleware'))).toBe(500);
    expect(routeErrorStatus(null)).toBe(500);
  });

  it('shows a fallback message with the status and a way home', () => {
    renderInStore(<RouteErrorPage error={{ status: 503 }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByText(/error 503/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page for a 404, with its two ways out', () => {
    renderInStore(<RouteErrorPage error={{ statusCode: 404 }} />);
    expect(
      screen.getByRole('heading', { name: 'No encontramos lo que estabas buscando' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute(
      'href',
      '/products-list/all',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
