import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request } from '@store/platform';
import { renderInStore } from '../test/render-store';
import { ErrorDialog } from './error-dialog';

describe('generic error dialog', () => {
  it('opens on request from any remote with the default text, and answers accepted on Aceptar', async () => {
    renderInStore(<ErrorDialog />);
    let answer: Promise<{ accepted: boolean }> | undefined;
    act(() => {
      answer = request('shell:error-dialog-requested', {});
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Algo salió mal' });
    expect(dialog).toHaveTextContent('Oops ha ocurrido un error.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['×', 'Aceptar']);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await expect(answer).resolves.toEqual({ accepted: true });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the caller's message and answers not accepted from the close icon; requests wait in turn", async () => {
    renderInStore(<ErrorDialog />);
    let first: Promise<{ accepted: boolean }> | undefined;
    let second: Promise<{ accepted: boolean }> | undefined;
    act(() => {
      first = request('shell:error-dialog-requested', { message: 'El carrito ya no existe.' });
      second = request('shell:error-dialog-requested', { message: 'Otro problema.' });
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('El carrito ya no existe.');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await expect(first).resolves.toEqual({ accepted: false });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Otro problema.');
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toEqual({ accepted: false });
  });
});
