import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog holding a field (its value kept by the page). */
function Page() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Editar dirección</Button>
      <Dialog
        open={open}
        title="Editar dirección"
        onClose={() => setOpen(false)}
        actions={<Button onClick={() => setOpen(false)}>Guardar</Button>}
      >
        <label>
          Calle
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      </Dialog>
    </main>
  );
}

const opener = () => screen.getByRole('button', { name: 'Editar dirección' });
const dialog = () => screen.getByRole('dialog', { name: 'Editar dirección' });

describe('Dialog', () => {
  it('is labelled by its title and closes from its close icon and from Escape', async () => {
    const onClose = jest.fn();
    render(
      <Dialog open title="Error" onClose={onClose}>
        Oops ha ocurrido un error.
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Oops ha ocurrido un error.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    render(
      <Dialog open={false} title="Error" onClose={() => undefined}>
        x
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal <dialog>: the page behind is inert until Escape closes it, and focus returns to the opener', async () => {
    render(<Page />);
    await userEvent.click(opener());
    expect(dialog().tagName).toBe('DIALOG');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    expect(opener().closest('[inert]')).not.toBeNull();
    expect(dialog().closest('[inert]')).toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener().closest('[inert]')).toBeNull();
    expect(opener()).toHaveFocus();
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back', async () => {
    render(<Page />);
    await userEvent.click(opener());
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Calle' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveFocus();
  });

  it('leaves the focus where the user types while its owner re-renders', async () => {
    render(<Page />);
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('textbox', { name: 'Calle' }));
    await userEvent.keyboard('Mitre 1');
    expect(screen.getByRole('textbox', { name: 'Calle' })).toHaveValue('Mitre 1');
    expect(screen.getByRole('textbox', { name: 'Calle' })).toHaveFocus();
  });

  it('closes from a press on the backdrop, not from one inside', async () => {
    render(<Page />);
    await userEvent.click(opener());
    await userEvent.click(screen.getByText('Calle'));
    expect(dialog()).toBeInTheDocument();
    await userEvent.click(dialog());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
