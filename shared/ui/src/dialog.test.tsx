import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

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
});
