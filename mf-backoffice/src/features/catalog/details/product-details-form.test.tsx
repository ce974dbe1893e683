import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetails } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { ProductDetailsForm } from './product-details-form';

const PRODUCT: ProductDetails = {
  id: 7,
  version: 4,
  name: 'Botella térmica',
  description: 'Acero inoxidable.',
  brand: null,
  categoryId: 2,
  weightGrams: 320,
  widthCm: 7,
  heightCm: 25.5,
  depthCm: 7,
  productionDays: 7,
  categories: [
    { id: 1, title: 'Tazas' },
    { id: 2, title: 'Botellas' },
  ],
};

const setup = (onSave = jest.fn().mockResolvedValue(PRODUCT), onReload = jest.fn()) => {
  render(<ProductDetailsForm product={PRODUCT} onSave={onSave} onReload={onReload} />);
  return { onSave, onReload };
};
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
const retype = async (input: HTMLElement, text: string) => {
  // Pasted, not typed key by key: the rules, not the keyboard, are under test here.
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
};

it('sends the edited details with the version, decimals typed with a comma', async () => {
  const { onSave } = setup();
  await retype(field('Nombre'), 'Botella Zorzal');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Tazas');
  await retype(field('Alto'), '24,5');
  await save();
  expect(onSave).toHaveBeenCalledWith({
    version: 4,
    name: 'Botella Zorzal',
    description: 'Acero inoxidable.',
    brand: null,
    categoryId: 1,
    weightGrams: 320,
    widthCm: 7,
    heightCm: 24.5,
    depthCm: 7,
    productionDays: 7,
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Datos del producto guardados.');
});

it('checks with the API’s rules first: errors on their fields, focus on the first, nothing sent', async () => {
  const { onSave } = setup();
  await retype(field('Nombre'), '');
  await retype(field('Peso'), '1,5');
  await save();
  expect(onSave).not.toHaveBeenCalled();
  expect(field('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio.');
  expect(field('Peso')).toHaveAccessibleDescription(
    'El peso tiene que ser un número entero entre 1 y 1000000 gramos.',
  );
  expect(field('Nombre')).toHaveFocus();
});

it('puts the server’s 400 on its field and offers to reload after a 409', async () => {
  const onSave = jest
    .fn()
    .mockRejectedValueOnce(
      new StoreApiError(
        'server',
        'La marca admite como máximo 60 caracteres.',
        400,
        null,
        null,
        null,
        'brand',
      ),
    )
    .mockRejectedValueOnce(new StoreApiError('server', 'Otra persona cambió este producto.', 409));
  const { onReload } = setup(onSave);
  await save();
  expect(field('Marca')).toHaveAccessibleDescription('La marca admite como máximo 60 caracteres.');
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent('Otra persona cambió este producto.');
  await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
  expect(onReload).toHaveBeenCalled();
});
