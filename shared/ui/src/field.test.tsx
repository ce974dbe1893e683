import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField, TextField } from './field';

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
});
