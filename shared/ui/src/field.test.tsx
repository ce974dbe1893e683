import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField, TextField } from './field';
import { SelectField } from './select-field';

describe('fields', () => {
  it('accepts only digits and Backspace in a number field', async () => {
    render(<NumberField label="Cantidad" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Cantidad' });
    await userEvent.type(input, '1a2-3.e4');
    expect(input).toHaveValue('1234');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('123');
  });

  it('ties the error message to its input', () => {
    render(<TextField label="Correo electrónico" error="Ingresá un correo válido." />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ingresá un correo válido.');
  });

  it('labels a native select and ties its hint and error to it', async () => {
    render(
      <SelectField label="Condición frente al IVA" hint="La de tu CUIT." error="Elegí una opción.">
        <option value="">Elegí</option>
        <option value="RI">Responsable inscripto</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Condición frente al IVA' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Elegí una opción. La de tu CUIT.');
    await userEvent.selectOptions(select, 'Responsable inscripto');
    expect(select).toHaveValue('RI');
  });
});
