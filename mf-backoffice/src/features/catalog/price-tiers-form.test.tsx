import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffProduct } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { PriceTiersForm } from './price-tiers-form';

const PRODUCT: StaffProduct = {
  id: 7,
  externalId: 'PS-0107',
  slug: 'botella-termica',
  kind: 'simple',
  productType: null,
  name: 'Botella térmica',
  picture: null,
  category: 'Botellas',
  priceFromCents: 380_000,
  totalStock: 90,
  visible: true,
  version: 3,
  variants: [],
  priceTiers: [
    { minQuantity: 1, unitPriceCents: 420_000, shownUnitPrice: 5460 },
    { minQuantity: 50, unitPriceCents: 380_000, shownUnitPrice: 4940 },
  ],
};

const setup = (onSave = jest.fn().mockResolvedValue(PRODUCT), onReload = jest.fn()) => {
  render(<PriceTiersForm product={PRODUCT} currency="ARS" onSave={onSave} onReload={onReload} />);
  return { onSave, onReload };
};
const field = (name: 'Desde (unidades)' | 'Precio por unidad', row: number) =>
  screen.getByRole('textbox', { name: `${name}, fila ${row}` });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
const type = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
};

it('shows the stored tiers with the storefront price and sends them back with the version', async () => {
  const { onSave } = setup();
  expect(field('Precio por unidad', 1)).toHaveValue('4.200,00');
  expect(screen.getByRole('cell', { name: '$ 5.460,00' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Visible en la tienda' }));
  await save();
  expect(onSave).toHaveBeenCalledWith({
    version: 3,
    visible: false,
    priceTiers: [
      { minQuantity: 1, unitPriceCents: 420_000 },
      { minQuantity: 50, unitPriceCents: 380_000 },
    ],
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Precios y visibilidad guardados.');
  expect(screen.getByRole('status')).toHaveFocus();
});

it('adds a row and sends the typed price in exact cents', async () => {
  const { onSave } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Agregar precio' }));
  await type(field('Desde (unidades)', 3), '100');
  await type(field('Precio por unidad', 3), '3.550,05');
  await save();
  expect(onSave.mock.calls[0][0].priceTiers[2]).toEqual({
    minQuantity: 100,
    unitPriceCents: 355_005,
  });
});

it('refuses a price that is not an amount, on its field, and sends nothing', async () => {
  const { onSave } = setup();
  await type(field('Precio por unidad', 2), 'mil');
  await save();
  const price = field('Precio por unidad', 2);
  expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(price).toHaveAccessibleDescription(
    'El precio se escribe con números y hasta dos decimales, por ejemplo 4200,50.',
  );
  expect(price).toHaveFocus();
  expect(onSave).not.toHaveBeenCalled();
});

it('checks the API’s rules: quantities rising, the first from 1 unit', async () => {
  const { onSave } = setup();
  await type(field('Desde (unidades)', 2), '1');
  await save();
  expect(field('Desde (unidades)', 2)).toHaveAccessibleDescription(
    'Hay dos precios para la misma cantidad mínima.',
  );
  await type(field('Desde (unidades)', 1), '5');
  await type(field('Desde (unidades)', 2), '2');
  await save();
  expect(field('Desde (unidades)', 1)).toHaveAccessibleDescription(
    'El primer precio por cantidad debe ser desde 1 unidad.',
  );
  expect(field('Desde (unidades)', 2)).toHaveAccessibleDescription(
    'Las cantidades mínimas deben ir de menor a mayor.',
  );
  expect(onSave).not.toHaveBeenCalled();
});

it('puts the server’s 400 on the field it names', async () => {
  const refusal = new StoreApiError(
    'server',
    'El campo "priceTiers[1].unitPriceCents" debe ser menor o igual a 10000000000.',
    400,
    null,
    null,
    null,
    'priceTiers[1].unitPriceCents',
  );
  setup(jest.fn().mockRejectedValue(refusal));
  await save();
  expect(await screen.findByText(/debe ser menor o igual/)).toBeInTheDocument();
  expect(field('Precio por unidad', 2)).toHaveAttribute('aria-invalid', 'true');
});

it('on a 409 says what happened and offers to reload what the server holds', async () => {
  const stale = new StoreApiError(
    'server',
    'Otra persona cambió este producto mientras se editaba y no se guardó nada.',
    409,
  );
  const { onReload } = setup(jest.fn().mockRejectedValue(stale));
  await save();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Otra persona cambió este producto');
  await userEvent.click(within(alert).getByRole('button', { name: 'Recargar' }));
  expect(onReload).toHaveBeenCalled();
});

it('removes a row but never the last one', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'Quitar la fila 2' }));
  expect(screen.queryByRole('textbox', { name: 'Desde (unidades), fila 2' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Quitar la fila 1' })).toBeDisabled();
});
