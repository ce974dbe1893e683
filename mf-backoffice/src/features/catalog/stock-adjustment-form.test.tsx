import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreApiError } from '@store/platform';
import { StockAdjustmentForm } from './stock-adjustment-form';

const VARIANT = { id: 11, sku: 'PS-0107-AZUL', color: 'Azul', size: null, stock: 8 };

const setup = (onAdjust = jest.fn()) => {
  render(<StockAdjustmentForm variant={VARIANT} onAdjust={onAdjust} />);
  return onAdjust;
};
const change = () => screen.getByRole('textbox', { name: 'Cambio (+ o -)' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Ajustar stock' }));

it('sends a take with its reason and says the stock it left', async () => {
  const onAdjust = setup(jest.fn().mockResolvedValue({ variant: { ...VARIANT, stock: 5 } }));
  await userEvent.type(change(), '-3');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Motivo' }),
    'Mercadería dañada',
  );
  await submit();
  expect(onAdjust).toHaveBeenCalledWith({ change: -3, reason: 'mercadería dañada' });
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Stock de PS-0107-AZUL actualizado: -3, ahora 5 unidades.');
  expect(status).toHaveFocus();
  expect(change()).toHaveValue('');
});

it('refuses 0 and what is not a whole number, on the field, and sends nothing', async () => {
  const onAdjust = setup();
  await userEvent.type(change(), '0');
  await submit();
  expect(change()).toHaveAccessibleDescription(/no puede ser 0/);
  expect(change()).toHaveFocus();
  await userEvent.clear(change());
  await userEvent.type(change(), '2,5');
  await submit();
  expect(change()).toHaveAccessibleDescription(/número entero/);
  expect(onAdjust).not.toHaveBeenCalled();
});

it('asks for a note with the reason «Otro»', async () => {
  const onAdjust = setup();
  await userEvent.type(change(), '+4');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Motivo' }), 'Otro');
  await submit();
  const note = screen.getByRole('textbox', { name: 'Nota' });
  expect(note).toHaveAccessibleDescription(
    expect.stringContaining(
      'Con el motivo «otro», la nota tiene que decir por qué cambia el stock.',
    ),
  );
  expect(note).toHaveFocus();
  expect(onAdjust).not.toHaveBeenCalled();
  await userEvent.type(note, 'Muestra para feria');
  await submit();
  expect(onAdjust).toHaveBeenCalledWith({ change: 4, reason: 'otro', note: 'Muestra para feria' });
});

it('shows the server’s refusal (not enough units) on the change', async () => {
  const refusal = new StoreApiError(
    'server',
    'No se pueden quitar 9 unidades de PS-0107-AZUL: tiene 8 en stock, y el stock no puede quedar por debajo de 0.',
    400,
    null,
    null,
    null,
    'change',
  );
  setup(jest.fn().mockRejectedValue(refusal));
  await userEvent.type(change(), '-9');
  await submit();
  expect(await screen.findByText(/tiene 8 en stock/)).toBeInTheDocument();
  expect(change()).toHaveAttribute('aria-invalid', 'true');
});
