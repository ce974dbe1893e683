import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductVariants } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { VariantForm } from './variant-form';

const RED = {
  id: 11,
  sku: 'PS-0101-ROJO',
  colorName: 'Rojo',
  colorHex: '#c62828',
  size: null,
  weightGrams: null,
  widthCm: null,
  heightCm: null,
  depthCm: null,
  image: null as string | null,
  stock: 30,
};
const PRODUCT: ProductVariants = {
  id: 7,
  version: 4,
  kind: 'simple',
  weightGrams: 350,
  widthCm: 12,
  heightCm: 10,
  depthCm: 9,
  variants: [RED, { ...RED, id: 12, sku: 'PS-0101-AZUL', colorName: 'Azul', colorHex: '#1e4fa3' }],
  pictures: [
    { image: '/img/rojo.svg', alt: 'Taza roja de frente' },
    { image: '/img/azul.svg', alt: null },
  ],
};

const setup = (variant: typeof RED | null, onSave = jest.fn().mockResolvedValue(PRODUCT)) => {
  render(
    <VariantForm
      title={variant ? `Variante ${variant.sku}` : 'Agregar variante'}
      product={PRODUCT}
      variant={variant}
      submitLabel={variant ? 'Guardar variante' : 'Agregar variante'}
      savedText={variant ? 'Variante guardada.' : 'Variante agregada.'}
      onSave={onSave}
      onReload={jest.fn()}
    />,
  );
  return onSave;
};
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const retype = async (input: HTMLElement, text: string) => {
  // Pasted, not typed key by key: the rules, not the keyboard, are under test here.
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
};

it('sends a variant’s fields, empty sizes as the product’s and decimals typed with a comma', async () => {
  const onSave = setup(RED);
  expect(field('Peso')).toHaveAccessibleDescription('Vacío: el del producto: 350 g');
  await retype(field('SKU'), 'PS-0101-BORRAVINO');
  await retype(field('Color'), 'Borravino');
  await retype(field('Código del color'), '#7B1E3A');
  await retype(field('Ancho'), '12,5');
  // Its own picture, one of the product's: what the storefront shows for its colour.
  const picture = screen.getByRole('combobox', { name: /^Foto de la variante/ });
  expect(picture).toHaveValue('');
  await userEvent.selectOptions(picture, 'Foto 2 (sin texto alternativo)');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar variante' }));
  expect(onSave).toHaveBeenCalledWith({
    sku: 'PS-0101-BORRAVINO',
    colorName: 'Borravino',
    colorHex: '#7B1E3A',
    size: null,
    weightGrams: null,
    widthCm: 12.5,
    heightCm: null,
    depthCm: null,
    image: '/img/azul.svg',
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Variante guardada.');
  expect(screen.getByText('Muestra del color #7B1E3A')).toBeInTheDocument();
});

it('checks with the API’s rules first: each error on its field, the focus on the first, nothing sent', async () => {
  const onSave = setup(null);
  await retype(field('SKU'), 'ps-0101-azul');
  await retype(field('Color'), 'Verde');
  await retype(field('Código del color'), 'verde');
  await retype(field('Stock inicial'), '-3');
  await retype(field('Profundidad'), '0');
  await userEvent.click(screen.getByRole('button', { name: 'Agregar variante' }));
  expect(onSave).not.toHaveBeenCalled();
  expect(field('SKU')).toHaveAccessibleDescription(
    /Otra variante de este producto ya tiene el SKU/,
  );
  expect(field('Código del color')).toHaveAccessibleDescription(/#rrggbb/);
  expect(field('Stock inicial')).toHaveAccessibleDescription(/El stock inicial tiene que ser/);
  expect(field('Profundidad')).toHaveAccessibleDescription(/entre 0,1 y 1000 cm/);
  expect(field('SKU')).toHaveFocus();
});

it('adds a variant with its first stock, then empties the form for the next one', async () => {
  const onSave = setup(null);
  await retype(field('SKU'), 'PS-0101-VERDE');
  await retype(field('Color'), 'Verde');
  await retype(field('Código del color'), '#2e7d32');
  await retype(field('Stock inicial'), '250');
  await userEvent.click(screen.getByRole('button', { name: 'Agregar variante' }));
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({ sku: 'PS-0101-VERDE', colorHex: '#2e7d32', stock: 250 }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Variante agregada.');
  expect(field('SKU')).toHaveValue('');
});

it('puts the API’s refusal of a SKU of another product on the field, and offers «Recargar» on a 409', async () => {
  const onSave = jest
    .fn()
    .mockRejectedValueOnce(
      new StoreApiError(
        'server',
        'El SKU PS-0200 ya es de otra variante de la tienda («Gorra»).',
        422,
        null,
        null,
        null,
        'sku',
      ),
    )
    .mockRejectedValueOnce(
      new StoreApiError('server', 'Otra persona cambió este producto mientras se editaba.', 409),
    );
  setup(RED, onSave);
  await retype(field('SKU'), 'PS-0200');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar variante' }));
  expect(field('SKU')).toHaveAccessibleDescription(/ya es de otra variante de la tienda/);
  expect(field('SKU')).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Guardar variante' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/Otra persona cambió/);
  expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
});
