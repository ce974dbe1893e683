import type * as DndCore from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductPictures, StaffPicture } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { picturesApi } from './pictures-api';
import { PicturesSection } from './pictures-section';

jest.mock('./pictures-api', () => ({
  picturesApi: {
    get: jest.fn(),
    upload: jest.fn(),
    order: jest.fn(),
    saveAlt: jest.fn(),
    crop: jest.fn(),
    remove: jest.fn(),
  },
}));
const api = jest.mocked(picturesApi);

// jsdom lays nothing out, so a pointer cannot find where it drops: the test drops through the
// handler the list gives the library, as a drag's end would.
let dropOn: ((event: DragEndEvent) => void) | undefined;
jest.mock('@dnd-kit/core', () => {
  const actual = jest.requireActual<typeof DndCore>('@dnd-kit/core');
  return {
    ...actual,
    DndContext: (props: Parameters<typeof actual.DndContext>[0]) => {
      dropOn = props.onDragEnd;
      return <actual.DndContext {...props} />;
    },
  };
});
/** What the live regions say (the list's, and the library's own while dragging). */
const announced = () => screen.getAllByRole('status').map((status) => status.textContent);
const drop = (active: string, over: string) =>
  act(() => dropOn?.({ active: { id: active }, over: { id: over } } as unknown as DragEndEvent));

const picture = (id: string, alt: string | null, original = true): StaffPicture => ({
  id,
  image: `/tenant-assets/demo-ar/catalog/pictures/${id}.0badcafe.webp`,
  alt,
  original: original ? `/tenant-assets/demo-ar/catalog/pictures/${id}.original.0badcafe.jpg` : null,
  width: original ? 800 : null,
  height: original ? 600 : null,
  crop: null,
});
const RED = picture('aaaaaaaaaaaa', 'Taza roja de frente', false);
const GREEN = picture('bbbbbbbbbbbb', null);
const BLUE = picture('cccccccccccc', 'Taza azul con el asa a la derecha');
const PRODUCT: ProductPictures = { id: 7, version: 4, name: 'Taza', pictures: [RED, GREEN, BLUE] };
const reordered = (order: StaffPicture[], version = 5): ProductPictures => ({
  ...PRODUCT,
  version,
  pictures: order,
});

const setup = async (canWrite = true) => {
  api.get.mockResolvedValue(PRODUCT);
  const onSaved = jest.fn();
  render(<PicturesSection token="t" id={7} version={4} canWrite={canWrite} onSaved={onSaved} />);
  await screen.findByRole('heading', { name: /Foto 1/ });
  return onSaved;
};
const item = (n: number) =>
  screen.getByRole('heading', { name: new RegExp(`^Foto ${n}`) }).closest('li') as HTMLElement;

beforeEach(() => jest.resetAllMocks());

it('lists the pictures in order with their thumbnails and alt text; sales only reads', async () => {
  await setup(false);
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(within(item(1)).getByRole('heading')).toHaveTextContent('Foto 1 · la de las tarjetas');
  expect(within(item(1)).getByRole('img', { name: 'Taza roja de frente' })).toHaveAttribute(
    'src',
    RED.image,
  );
  expect(within(item(2)).getByText('Sin texto alternativo.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Subir|Bajar|Borrar/ })).not.toBeInTheDocument();
  expect(screen.queryByTestId('picture-drag-handle')).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Agregar fotos' })).not.toBeInTheDocument();
});

it('moves a picture up and down from the keyboard, the focus staying on the moved picture', async () => {
  await setup();
  api.order
    .mockResolvedValueOnce(reordered([RED, BLUE, GREEN]))
    .mockResolvedValueOnce(reordered([BLUE, RED, GREEN], 6));
  // «Bajar» on the second picture, from the keyboard.
  within(item(2)).getByRole('button', { name: 'Bajar la foto 2' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(api.order).toHaveBeenLastCalledWith('t', 7, 4, [RED.id, BLUE.id, GREEN.id]);
  await waitFor(() => expect(item(3)).toHaveAttribute('data-picture', GREEN.id));
  expect(within(item(3)).getByRole('button', { name: 'Bajar la foto 3' })).toBeDisabled();
  expect(within(item(3)).getByRole('button', { name: 'Subir la foto 3' })).toHaveFocus();
  expect(announced()).toContain('La foto quedó en el lugar 3 de 3.');

  // «Subir» twice on the blue one: the second send carries the new version; at the top its
  // «Subir» is disabled, so the focus goes to its «Bajar».
  within(item(2)).getByRole('button', { name: 'Subir la foto 2' }).focus();
  await userEvent.keyboard(' ');
  expect(api.order).toHaveBeenLastCalledWith('t', 7, 5, [BLUE.id, RED.id, GREEN.id]);
  await waitFor(() => expect(item(1)).toHaveAttribute('data-picture', BLUE.id));
  expect(within(item(1)).getByRole('button', { name: 'Bajar la foto 1' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Subir la foto 1' })).toBeDisabled();
});

it('saves the order a drag leaves, with the version, and says where the picture went', async () => {
  await setup();
  expect(screen.getAllByTestId('picture-drag-handle')).toHaveLength(3);
  api.order.mockResolvedValueOnce(reordered([BLUE, RED, GREEN]));
  drop(BLUE.id, RED.id);
  expect(api.order).toHaveBeenLastCalledWith('t', 7, 4, [BLUE.id, RED.id, GREEN.id]);
  await waitFor(() => expect(item(1)).toHaveAttribute('data-picture', BLUE.id));
  expect(announced()).toContain('La foto quedó en el lugar 1 de 3.');

  // Dropped where it was: nothing is sent.
  drop(GREEN.id, GREEN.id);
  expect(api.order).toHaveBeenCalledTimes(1);
});

it('offers «Recargar» when someone else changed the product before a move', async () => {
  await setup();
  api.order.mockRejectedValueOnce(
    new StoreApiError('server', 'Otra persona cambió este producto mientras se editaba.', 409),
  );
  await userEvent.click(within(item(1)).getByRole('button', { name: 'Bajar la foto 1' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/Otra persona cambió/);
  expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
});

it('checks the alt text with the shared rule before sending, on its field', async () => {
  await setup();
  const form = within(screen.getByRole('form', { name: 'Texto alternativo de la foto 2' }));
  const field = form.getByRole('textbox', { name: /^Texto alternativo/ });
  await userEvent.click(form.getByRole('button', { name: 'Guardar texto' }));
  expect(field).toHaveAccessibleDescription(/texto alternativo es obligatorio/);
  expect(field).toHaveFocus();
  await userEvent.paste('v'.repeat(126));
  await userEvent.click(form.getByRole('button', { name: 'Guardar texto' }));
  expect(field).toHaveAccessibleDescription(/como máximo 125 caracteres \(tiene 126\)/);
  expect(api.saveAlt).not.toHaveBeenCalled();

  api.saveAlt.mockResolvedValueOnce(
    reordered([RED, { ...GREEN, alt: 'Taza verde vista desde arriba' }, BLUE]),
  );
  await userEvent.clear(field);
  await userEvent.paste('  Taza verde vista desde arriba ');
  await userEvent.click(form.getByRole('button', { name: 'Guardar texto' }));
  expect(api.saveAlt).toHaveBeenCalledWith('t', 7, GREEN.id, 4, 'Taza verde vista desde arriba');
  expect(await form.findByRole('status')).toHaveTextContent('Texto alternativo guardado.');
});

it('refuses an empty or heavy upload before sending and shows the API’s refusal on the field', async () => {
  await setup();
  const form = within(screen.getByRole('form', { name: 'Agregar fotos' }));
  const input = form.getByLabelText(/^Fotos nuevas/) as HTMLInputElement;
  await userEvent.click(form.getByRole('button', { name: 'Subir fotos' }));
  expect(input).toHaveAccessibleDescription(/Elija al menos una foto/);
  expect(input).toHaveFocus();

  const heavy = new File(['x'], 'enorme.jpg', { type: 'image/jpeg' });
  Object.defineProperty(heavy, 'size', { value: 9 * 1024 * 1024 });
  fireEvent.change(input, { target: { files: [heavy] } });
  await userEvent.click(form.getByRole('button', { name: 'Subir fotos' }));
  expect(input).toHaveAccessibleDescription(/«enorme\.jpg» pesa más de 8 MB/);
  expect(api.upload).not.toHaveBeenCalled();

  api.upload.mockRejectedValueOnce(
    new StoreApiError(
      'server',
      '«gato.png» no es una foto PNG, JPEG ni WebP (se revisa su contenido, no el nombre del archivo). No se subió ninguna foto.',
      400,
      null,
      null,
      null,
      'files',
    ),
  );
  const fake = new File(['GIF89a'], 'gato.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [fake] } });
  await userEvent.click(form.getByRole('button', { name: 'Subir fotos' }));
  expect(api.upload).toHaveBeenCalledWith('t', 7, 4, [fake]);
  expect(await form.findByText(/«gato\.png» no es una foto/)).toBeInTheDocument();
  expect(input).toHaveFocus();
});

it('moves the crop from the keyboard and sends it in the original’s pixels', async () => {
  await setup();
  api.crop.mockResolvedValueOnce(PRODUCT);
  await userEvent.click(within(item(3)).getByText('Recortar'));
  const box = within(item(3)).getByRole('button', { name: /^Recorte:/ });
  expect(box).toHaveAccessibleName('Recorte: x 0, y 0, 800 × 600 px');
  box.focus();
  // Alt + arrows shrink it (8 px a step: 1 % of 800), then arrows move it.
  await userEvent.keyboard(
    '{Alt>}{ArrowLeft}{ArrowUp}{/Alt}{Shift>}{ArrowRight}{/Shift}{ArrowDown}',
  );
  expect(box).toHaveAccessibleName('Recorte: x 8, y 8, 792 × 592 px');
  await userEvent.click(within(item(3)).getByRole('button', { name: 'Guardar recorte' }));
  expect(api.crop).toHaveBeenCalledWith(
    't',
    7,
    BLUE.id,
    4,
    { x: 8, y: 8, width: 792, height: 592 },
    undefined,
  );
});

it('crops a picture of the import on the picture as it loads, sending the size it was drawn on', async () => {
  await setup();
  const crop = { x: 0, y: 0, width: 1079, height: 1200 };
  const kept = {
    original: '/tenant-assets/demo-ar/catalog/pictures/x.png',
    width: 1091,
    height: 1200,
  };
  api.crop.mockResolvedValueOnce(reordered([{ ...RED, ...kept, crop }, GREEN, BLUE]));
  await userEvent.click(within(item(1)).getByText('Recortar'));
  expect(within(item(1)).getByText('Abriendo la foto…')).toBeInTheDocument();
  // jsdom loads no picture: it "loads" here at 136 × 150 px, as Chrome measures the seed's SVG;
  // the crop is drawn on it as if 1200 px high.
  const loading = item(1).querySelector('img[hidden]') as HTMLImageElement;
  Object.defineProperties(loading, { naturalWidth: { value: 136 }, naturalHeight: { value: 150 } });
  fireEvent.load(loading);
  const box = await within(item(1)).findByRole('button', { name: /^Recorte:/ });
  expect(box).toHaveAccessibleName('Recorte: x 0, y 0, 1088 × 1200 px');
  box.focus();
  await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
  await userEvent.click(within(item(1)).getByRole('button', { name: 'Guardar recorte' }));
  expect(api.crop).toHaveBeenCalledWith(
    't',
    7,
    RED.id,
    4,
    { x: 0, y: 0, width: 1076, height: 1200 },
    { width: 1088, height: 1200 },
  );
  // Kept as the store's own: the original's editor takes over and says the crop was saved.
  expect(await within(item(1)).findByRole('status')).toHaveTextContent(
    'Recorte guardado: la tienda muestra la foto recortada.',
  );
  expect(within(item(1)).getByRole('status')).toHaveFocus();
  expect(
    within(item(1)).getByRole('group', { name: 'Foto original, 1091 × 1200 px' }),
  ).toBeInTheDocument();
});

it('says so when a picture of the import cannot be opened to crop', async () => {
  await setup();
  await userEvent.click(within(item(1)).getByText('Recortar'));
  fireEvent.error(item(1).querySelector('img[hidden]') as HTMLImageElement);
  expect(await within(item(1)).findByRole('alert')).toHaveTextContent(
    /No pudimos abrir esta foto para recortarla/,
  );
  expect(api.crop).not.toHaveBeenCalled();
});
