import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Tests need a router of their own; the remote itself reaches react-router only through @store/platform.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router';
import type { PictureCrop, StaffCategory, StaffCategoryTree } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { categoriesApi } from './categories-api';
import { CategoriesPage } from './categories-page';

jest.mock('./categories-api', () => ({
  categoriesApi: {
    tree: jest.fn(),
    create: jest.fn(),
    edit: jest.fn(),
    move: jest.fn(),
    remove: jest.fn(),
    uploadPicture: jest.fn(),
    cropPicture: jest.fn(),
    removePicture: jest.fn(),
  },
}));
const api = jest.mocked(categoriesApi);

const category = (
  id: number,
  title: string,
  parentId: number | null,
  position: number,
  depth = parentId ? 2 : 1,
): StaffCategory => ({
  id,
  version: 1,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  featured: false,
  parentId,
  position,
  depth,
  productCount: 3,
  childCount: 0,
  picture: null,
  pictureFile: null,
});
const MUGS = category(1, 'Tazas', null, 0);
const CAPS = category(2, 'Gorras', null, 1);
const THERMAL = category(3, 'Tazas térmicas', 1, 0);
const TREE: StaffCategoryTree = { maxDepth: 3, categories: [MUGS, THERMAL, CAPS] };

const setup = async (role: 'catalogue' | 'sales' = 'catalogue', tree = TREE) => {
  api.tree.mockResolvedValue(tree);
  render(
    <MemoryRouter>
      <CategoriesPage token="t" base="/admin" role={role} />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Árbol de categorías' });
};
const item = (title: string) =>
  screen
    .getAllByRole('listitem')
    .find((li) => li.querySelector('strong')?.textContent === title) as HTMLElement;

beforeEach(() => jest.resetAllMocks());

it('shows the tree indented, parents first; sales only reads', async () => {
  await setup('sales');
  const items = screen.getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
    'Tazas',
    'Tazas térmicas',
    'Gorras',
  ]);
  expect(item('Tazas térmicas')).toHaveStyle({ '--depth': '1' });
  expect(item('Tazas')).toHaveStyle({ '--depth': '0' });
  expect(within(item('Tazas térmicas')).getByText(/dentro de «Tazas»/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Subir|Bajar|Mover|Borrar/ })).toBeNull();
  expect(screen.queryByRole('form', { name: 'Nueva categoría' })).toBeNull();
});

it('checks a new category with the API’s rules, then creates it inside its parent', async () => {
  await setup();
  const form = screen.getByRole('form', { name: 'Nueva categoría' });
  await userEvent.click(within(form).getByRole('button', { name: 'Crear categoría' }));
  expect(within(form).getByLabelText('Nombre')).toHaveFocus();
  expect(within(form).getByText('El nombre de la categoría es obligatorio.')).toBeInTheDocument();
  expect(api.create).not.toHaveBeenCalled();

  await userEvent.type(within(form).getByLabelText('Nombre'), 'Jarros Térmicos');
  expect(within(form).getByLabelText('Dirección (slug)')).toHaveValue('jarros-termicos');
  await userEvent.selectOptions(within(form).getByLabelText('Dentro de'), 'Tazas');
  const made = category(4, 'Jarros Térmicos', 1, 1);
  api.create.mockResolvedValue({ ...TREE, categories: [MUGS, THERMAL, made, CAPS] });
  await userEvent.click(within(form).getByRole('button', { name: 'Crear categoría' }));
  expect(api.create).toHaveBeenCalledWith('t', {
    title: 'Jarros Térmicos',
    slug: 'jarros-termicos',
    featured: false,
    parentId: 1,
  });
  expect(await screen.findByText('Categoría creada.')).toHaveFocus();
  expect(item('Jarros Térmicos')).toBeInTheDocument();
  expect(within(form).getByLabelText('Nombre')).toHaveValue('');
});

it('puts the API’s refusal of a slug on its field', async () => {
  await setup();
  const form = screen.getByRole('form', { name: 'Nueva categoría' });
  api.create.mockRejectedValue(
    new StoreApiError(
      'server',
      'La dirección «tazas» ya es de la categoría «Tazas»: elija otra.',
      422,
      null,
      null,
      null,
      'slug',
    ),
  );
  await userEvent.type(within(form).getByLabelText('Nombre'), 'Tazas');
  await userEvent.click(within(form).getByRole('button', { name: 'Crear categoría' }));
  expect(await within(form).findByText(/ya es de la categoría «Tazas»/)).toBeInTheDocument();
  expect(within(form).getByLabelText('Dirección (slug)')).toHaveFocus();
});

it('moves with «Bajar» from the keyboard, the focus staying on the moved category', async () => {
  await setup();
  api.move.mockResolvedValue({
    ...TREE,
    categories: [{ ...CAPS, position: 0 }, { ...MUGS, position: 1, version: 2 }, THERMAL],
  });
  within(item('Tazas')).getByRole('button', { name: 'Bajar Tazas' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(api.move).toHaveBeenCalledWith('t', 1, { version: 1, parentId: null, position: 1 });
  await waitFor(() =>
    expect(screen.getAllByRole('listitem')[0]?.querySelector('strong')).toHaveTextContent('Gorras'),
  );
  expect(within(item('Tazas')).getByRole('button', { name: 'Subir Tazas' })).toHaveFocus();
});

it('offers only parents that keep the tree, and shows a refused move in Spanish', async () => {
  await setup();
  const select = within(item('Tazas')).getByLabelText('Mover «Tazas» a');
  // Not itself nor its branch.
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Primer nivel', 'Gorras']);
  api.move.mockRejectedValue(
    new StoreApiError('server', 'Otra persona cambió esta categoría y no se guardó nada.', 409),
  );
  await userEvent.selectOptions(select, 'Gorras');
  await userEvent.click(within(item('Tazas')).getByRole('button', { name: 'Mover' }));
  expect(api.move).toHaveBeenCalledWith('t', 1, { version: 1, parentId: 2, position: 0 });
  expect(await screen.findByRole('alert')).toHaveTextContent(/Otra persona cambió/);
  expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
});

const ORIGINAL = '/tenant-assets/demo-ar/catalog/pictures/0123456789ab.original.aaaaaaaa.png';
const pictured = (
  c: StaffCategory,
  image: string,
  crop: PictureCrop | null,
  version = c.version,
): StaffCategory => ({
  ...c,
  version,
  picture: image,
  pictureFile: {
    id: '0123456789ab',
    image,
    alt: null,
    original: ORIGINAL,
    width: 800,
    height: 600,
    crop,
  },
});

it('crops an uploaded picture from the keyboard; the tree shows the cropped one at once', async () => {
  const withPicture = pictured(CAPS, '/p/0123456789ab.11111111.webp', null);
  await setup('catalogue', { ...TREE, categories: [MUGS, THERMAL, withPicture] });
  // Only a category with an uploaded picture offers a crop.
  expect(within(item('Tazas')).queryByText('Recortar')).toBeNull();
  const caps = item('Gorras');
  expect(caps.querySelector('img')).toHaveAttribute('src', '/p/0123456789ab.11111111.webp');
  await userEvent.click(within(caps).getByText('Editar «Gorras»', { selector: 'summary' }));
  await userEvent.click(within(caps).getByText('Recortar', { selector: 'summary' }));
  const box = within(caps).getByRole('button', { name: /^Recorte:/ });
  expect(box).toHaveAccessibleName('Recorte: x 0, y 0, 800 × 600 px');
  box.focus();
  // Alt + arrows shrink it by 8 px a step (1 % of 800), then an arrow moves it.
  await userEvent.keyboard('{Alt>}{ArrowLeft}{ArrowUp}{/Alt}{ArrowDown}');
  expect(box).toHaveAccessibleName('Recorte: x 0, y 8, 792 × 592 px');
  const crop = { x: 0, y: 8, width: 792, height: 592 };
  api.cropPicture.mockResolvedValue({
    ...TREE,
    categories: [MUGS, THERMAL, pictured(CAPS, '/p/0123456789ab.22222222.webp', crop, 2)],
  });
  await userEvent.click(within(caps).getByRole('button', { name: 'Guardar recorte' }));
  expect(api.cropPicture).toHaveBeenCalledWith('t', 2, 1, crop, undefined);
  expect(
    await within(caps).findByText('Recorte guardado: la tienda muestra la foto recortada.'),
  ).toHaveFocus();
  expect(item('Gorras').querySelector('img')).toHaveAttribute(
    'src',
    '/p/0123456789ab.22222222.webp',
  );
});

it('shows the API’s refusal of a crop in Spanish, with «Recargar» after a 409', async () => {
  const withPicture = pictured(CAPS, '/p/0123456789ab.11111111.webp', null);
  await setup('catalogue', { ...TREE, categories: [MUGS, THERMAL, withPicture] });
  const caps = item('Gorras');
  await userEvent.click(within(caps).getByText('Editar «Gorras»', { selector: 'summary' }));
  await userEvent.click(within(caps).getByText('Recortar', { selector: 'summary' }));
  api.cropPicture.mockRejectedValue(
    new StoreApiError('server', 'Otra persona cambió esta categoría mientras se editaba.', 409),
  );
  await userEvent.click(within(caps).getByRole('button', { name: 'Guardar recorte' }));
  expect(await within(caps).findByText(/Otra persona cambió esta categoría/)).toBeInTheDocument();
  expect(within(caps).getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
});
