import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffProductPrintAreas } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { PrintAreasForm } from './print-areas-form';

const DATA: StaffProductPrintAreas = {
  productId: 7,
  version: 4,
  views: [
    {
      name: 'Frente',
      image: '/tenant-assets/demo-ar/catalog/taza.svg',
      widthMm: 200,
      heightMm: 100,
    },
    { name: 'Dorso', image: null, widthMm: 120, heightMm: 80 },
  ],
  techniques: [
    {
      techniqueId: 1,
      code: 'serigrafia',
      name: 'Serigrafía',
      printAreas: [
        {
          view: 'Frente',
          name: 'Pecho',
          xMm: 10,
          yMm: 10,
          widthMm: 80,
          heightMm: 60,
          bleedMm: 2,
          safetyMm: 3,
        },
      ],
    },
  ],
  available: [
    { techniqueId: 1, code: 'serigrafia', name: 'Serigrafía' },
    { techniqueId: 2, code: 'laser', name: 'Grabado láser' },
  ],
};

const setup = (onSave = jest.fn().mockResolvedValue(DATA), onReload = jest.fn()) => {
  render(<PrintAreasForm data={DATA} onSave={onSave} onReload={onReload} />);
  return { onSave, onReload };
};
const area = () => screen.getByRole('group', { name: 'Serigrafía: área «Pecho» en «Frente»' });
const field = (label: string) => within(area()).getByRole('textbox', { name: label });
const save = () =>
  userEvent.click(screen.getByRole('button', { name: 'Guardar técnicas y áreas' }));
const sentArea = (onSave: jest.Mock) => onSave.mock.calls[0][0].techniques[0].printAreas[0];

it('moves the drawn area from the keyboard: arrows move it, Shift by 10 mm, Alt resizes it', async () => {
  const { onSave } = setup();
  const rect = within(area()).getByRole('button', { name: /^Pecho: x 10, y 10, 80 × 60 mm$/ });
  rect.focus();
  await userEvent.keyboard('{ArrowRight}{ArrowDown}{Shift>}{ArrowRight}{/Shift}');
  expect(field('Posición x (mm)')).toHaveValue('21');
  expect(field('Posición y (mm)')).toHaveValue('11');
  fireEvent.keyDown(rect, { key: 'ArrowLeft', altKey: true });
  expect(field('Ancho (mm)')).toHaveValue('79');
  // Never past the view's edge: 200 mm wide, the area 79 mm, so x stops at 121.
  for (let i = 0; i < 12; i += 1) fireEvent.keyDown(rect, { key: 'ArrowRight', shiftKey: true });
  expect(field('Posición x (mm)')).toHaveValue('121');
  await save();
  expect(sentArea(onSave)).toEqual({
    view: 'Frente',
    name: 'Pecho',
    xMm: 121,
    yMm: 11,
    widthMm: 79,
    heightMm: 60,
    bleedMm: 2,
    safetyMm: 3,
  });
});

it('draws typed values and sends them in mm with the version', async () => {
  const { onSave } = setup();
  const x = field('Posición x (mm)');
  await userEvent.clear(x);
  await userEvent.type(x, '12,5');
  await userEvent.clear(field('Alto (mm)'));
  await userEvent.type(field('Alto (mm)'), '40');
  const rect = within(area()).getByRole('button', { name: /^Pecho: x 12,5/ });
  expect(rect).toHaveAttribute('x', '12.5');
  expect(rect).toHaveAttribute('height', '40');
  await save();
  expect(onSave.mock.calls[0][0].version).toBe(4);
  expect(sentArea(onSave)).toMatchObject({ xMm: 12.5, heightMm: 40 });
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Técnicas y áreas de impresión guardadas.',
  );
});

it('refuses values the API would refuse, on their field, and sends nothing', async () => {
  const { onSave } = setup();
  await userEvent.clear(field('Posición x (mm)'));
  await userEvent.type(field('Posición x (mm)'), '150');
  await save();
  expect(field('Posición x (mm)')).toHaveAccessibleDescription(
    'El área no entra en la vista «Frente» (200 mm de ancho y 100 mm de alto).',
  );
  expect(field('Posición x (mm)')).toHaveFocus();
  await userEvent.clear(field('Posición x (mm)'));
  await userEvent.type(field('Posición x (mm)'), 'diez');
  await userEvent.clear(field('Margen de seguridad (mm)'));
  await userEvent.type(field('Margen de seguridad (mm)'), '16');
  await save();
  expect(field('Posición x (mm)')).toHaveAccessibleDescription(
    'Posición x: tiene que ser un número en mm, por ejemplo 12,5.',
  );
  await userEvent.clear(field('Posición x (mm)'));
  await userEvent.type(field('Posición x (mm)'), '10');
  await save();
  expect(field('Margen de seguridad (mm)')).toHaveAccessibleDescription(
    /como mucho un cuarto del lado más corto del área \(15 mm\)/,
  );
  expect(onSave).not.toHaveBeenCalled();
});

it('adds a technique with an area, deletes an area, and offers to reload after a 409', async () => {
  const onSave = jest
    .fn()
    .mockRejectedValue(new StoreApiError('server', 'Otra persona cambió este producto…', 409));
  const { onReload } = setup(onSave);
  await userEvent.click(screen.getByRole('button', { name: 'Agregar técnica' }));
  const laser = screen.getByRole('region', { name: 'Grabado láser' });
  expect(within(laser).getByRole('group', { name: /área «Frente» en «Frente»/ })).toBeVisible();
  await userEvent.click(within(area()).getByRole('button', { name: 'Eliminar área «Pecho»' }));
  await save();
  expect(onSave.mock.calls[0][0].techniques).toEqual([
    { techniqueId: 1, printAreas: [] },
    {
      techniqueId: 2,
      printAreas: [
        {
          view: 'Frente',
          name: 'Frente',
          xMm: 50,
          yMm: 25,
          widthMm: 100,
          heightMm: 50,
          bleedMm: 2,
          safetyMm: 3,
        },
      ],
    },
  ]);
  expect(await screen.findByRole('alert')).toHaveTextContent('Otra persona cambió este producto');
  await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
  expect(onReload).toHaveBeenCalled();
});

it('puts the server’s 400 on the area’s field it names', async () => {
  const refusal = new StoreApiError(
    'server',
    'Técnica «Serigrafía», área 1: El área no entra en la vista «Frente».',
    400,
    null,
    null,
    null,
    'techniques[0].printAreas[0].widthMm',
  );
  setup(jest.fn().mockRejectedValue(refusal));
  await save();
  expect(await screen.findByText(/área 1: El área no entra/)).toBeInTheDocument();
  expect(field('Ancho (mm)')).toHaveAttribute('aria-invalid', 'true');
});
