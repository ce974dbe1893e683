import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreLook } from '@store/contracts';
import { testShopConfig } from '@store/contracts/testing';
import { LookForm } from './look-form';

const { colors } = testShopConfig();
const LOOK: StoreLook = {
  templateId: 1,
  colors: {
    primary: colors.primary,
    secondary: colors.secondary,
    accent: colors.accent,
    link: colors.link,
    background: colors.background,
    surface: colors.surface,
    text: colors.text,
  },
  logo: '/tenant-assets/demo-ar/logo.svg',
  favicon: null,
};

const setup = (upload = jest.fn()) => {
  const onSave = jest.fn();
  render(<LookForm look={LOOK} busy={false} onSave={onSave} upload={upload} />);
  return onSave;
};
const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));

it('saves the chosen template and colours as a draft', async () => {
  const onSave = setup();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plantilla' }), '6');
  await userEvent.clear(field('Color principal'));
  await userEvent.type(field('Color principal'), '#7a1f5c');
  await save();
  expect(onSave).toHaveBeenCalledWith({
    ...LOOK,
    templateId: 6,
    colors: { ...LOOK.colors, primary: '#7a1f5c' },
  });
});

it('refuses text below 4.5:1 on its field, with the ratio, and sends nothing', async () => {
  const onSave = setup();
  await userEvent.clear(field('Texto'));
  await userEvent.type(field('Texto'), '#aaaaaa');
  await save();
  expect(field('Texto')).toHaveAccessibleDescription(
    expect.stringContaining(
      'El contraste del texto sobre el fondo es 2,32:1; tiene que ser al menos 4,5:1 para que se pueda leer.',
    ),
  );
  expect(field('Texto')).toHaveFocus();
  expect(onSave).not.toHaveBeenCalled();
});

it('asks for a colour where the field holds none', async () => {
  const onSave = setup();
  await userEvent.clear(field('Color de acento'));
  await userEvent.type(field('Color de acento'), 'rojo');
  await save();
  expect(field('Color de acento')).toHaveAccessibleDescription(
    expect.stringContaining('Color de acento: elija un color como #1b3a8c.'),
  );
  expect(onSave).not.toHaveBeenCalled();
});

it('uploads a chosen logo and saves its address; refuses a heavy favicon before sending', async () => {
  const upload = jest.fn().mockResolvedValue('/tenant-assets/demo-ar/logo.0123abcd.png');
  const onSave = setup(upload);
  const logo = new File(['png'], 'logo.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Logo'), logo);
  expect(upload).toHaveBeenCalledWith('logo', logo);
  const heavy = new File([new Uint8Array(300 * 1024)], 'icon.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Ícono de la pestaña (favicon)'), heavy);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'El ícono pesa 300 KB; el máximo es 256 KB.',
  );
  expect(upload).toHaveBeenCalledTimes(1);
  await save();
  expect(onSave).toHaveBeenCalledWith({
    ...LOOK,
    logo: '/tenant-assets/demo-ar/logo.0123abcd.png',
  });
});
