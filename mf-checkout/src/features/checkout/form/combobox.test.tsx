import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox } from './combobox';

const provinces = [
  { id: 'x', name: 'Córdoba' },
  { id: 'b', name: 'Buenos Aires' },
];

function renderProvinces() {
  render(
    <Combobox
      label="Provincia"
      options={provinces}
      selectedId={null}
      onSelect={() => undefined}
      noMatches="No hay coincidencias"
    />,
  );
  return screen.getByRole('combobox', { name: 'Provincia' });
}

describe('Combobox', () => {
  it('says through a polite live region, outside the listbox, that the typed text matches nothing', async () => {
    const input = renderProvinces();
    // The region is there, silent, before it has anything to say: screen readers announce changes.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.type(input, 'cordo');
    expect(screen.getByRole('option', { name: 'Córdoba' })).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.clear(input);
    await userEvent.type(input, 'mendoza');
    expect(screen.getByRole('status')).toHaveTextContent('No hay coincidencias');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(listbox).not.toBeVisible();
    expect(within(listbox).queryByText('No hay coincidencias')).not.toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
