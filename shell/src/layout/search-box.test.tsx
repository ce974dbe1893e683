import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInStore } from '../test/render-store';
import { SearchBox } from './search-box';

describe('search', () => {
  it('expands while active and searches every product for the term', async () => {
    renderInStore(<SearchBox />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('data-state', 'inactive');
    await userEvent.click(screen.getByRole('searchbox', { name: 'Buscar productos' }));
    expect(form).toHaveAttribute('data-state', 'active');
    await userEvent.type(screen.getByRole('searchbox'), 'taza térmica{Enter}');
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(
      '/products-list/all?search=taza+t%C3%A9rmica',
    );
    await userEvent.tab();
    expect(form).toHaveAttribute('data-state', 'active');
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.tab();
    await userEvent.tab();
    expect(form).toHaveAttribute('data-state', 'inactive');
  });

  it('searches what the field shows, even letters typed before the page was interactive', async () => {
    renderInStore(<SearchBox />);
    // Sent before any script runs, the form goes to the list with the term (`?search=`).
    expect(screen.getByRole('search')).toHaveAttribute('action', '/products-list/all');
    const box = screen.getByRole<HTMLInputElement>('searchbox');
    // Typed into the server-rendered field before hydration: in the field, not in React's state.
    box.value = 'termo';
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByRole('status', { name: 'Dirección' })).toHaveTextContent(
      '/products-list/all?search=termo',
    );
  });

  it('keeps what a buyer typed into the server-rendered field before hydration, and searches it', async () => {
    renderInStore(<SearchBox />, {
      beforeHydration: (page) => {
        const field = page.querySelector<HTMLInputElement>('input[type="search"]')!;
        field.value = 'termo';
      },
    });
    const box = screen.getByRole<HTMLInputElement>('searchbox');
    expect(box).toHaveValue('termo');
    await waitFor(() => expect(screen.getByRole('search')).toHaveAttribute('data-state', 'active'));
    await userEvent.type(box, ' azul{Enter}');
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(
      '/products-list/all?search=termo+azul',
    );
  });
});
