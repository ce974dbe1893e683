import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@store/platform';
import { renderInStore } from '../test/render-store';
import { AuthErrorPopup } from './auth-error-popup';

describe('auth error popup', () => {
  it("shows the server's message when a login fails, until accepted", async () => {
    renderInStore(<AuthErrorPopup />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() =>
      emit('session:auth-failed', { message: 'El correo o la contraseña no son correctos.' }),
    );
    const popup = await screen.findByRole('alertdialog', { name: 'No pudimos validar tu cuenta' });
    expect(popup).toHaveTextContent('El correo o la contraseña no son correctos.');
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says something useful when the failure has no message', async () => {
    renderInStore(<AuthErrorPopup />);
    act(() => emit('session:auth-failed', { message: '' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Revisá tus datos e intentá de nuevo.',
    );
  });
});
