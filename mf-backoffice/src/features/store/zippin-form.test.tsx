import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreSectionState, ZippinStatus } from '@store/contracts';
import { ZippinForm } from './zippin-form';

const UNSET = { set: false, last4: null, updatedAt: null, updatedBy: null };
const NONE: StoreSectionState<ZippinStatus> = {
  country: 'AR',
  revision: '0123456789abcdef',
  value: { account: null, apiToken: UNSET, apiSecret: UNSET, quotesFrom: 'rate-tables' },
};
const stored = (last4: string) => ({
  set: true,
  last4,
  updatedAt: '2026-11-30T10:00:00.000Z',
  updatedBy: 'duenio@promosur.com.ar',
});
const SAVED: StoreSectionState<ZippinStatus> = {
  country: 'AR',
  revision: '1111111111111111',
  value: {
    account: { accountId: '4321', originId: '8765' },
    apiToken: stored('1c7e'),
    apiSecret: stored('51c9'),
    quotesFrom: 'zippin',
  },
};
const field = (name: string | RegExp) => screen.getByLabelText(name);
const saveButton = () => screen.getByRole('button', { name: 'Guardar cuenta de Zippin' });

describe('ZippinForm', () => {
  it('asks for the numbers and both credentials before quoting with Zippin, then shows only their status', async () => {
    const onSave = jest.fn().mockResolvedValue(SAVED);
    render(<ZippinForm state={NONE} onSave={onSave} onReload={jest.fn()} />);
    expect(
      screen.getByText('El checkout cotiza los envíos con las tablas de «Envíos».'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cotizar los envíos con Zippin' }));
    await userEvent.type(field(/^Número de cuenta/), 'cuenta');
    await userEvent.click(saveButton());
    expect(onSave).not.toHaveBeenCalled();
    expect(field(/^Número de cuenta/)).toHaveAccessibleDescription(
      /^Número de cuenta: solo números, como lo muestra Zippin en «Configuración»\./,
    );
    expect(field(/^Número de cuenta/)).toHaveFocus();
    expect(field(/^Token de la API/)).toHaveAccessibleDescription(
      /^Escriba el token de la API: está en «Configuración > API» de su cuenta de Zippin\./,
    );

    await userEvent.clear(field(/^Número de cuenta/));
    await userEvent.type(field(/^Número de cuenta/), '4321');
    await userEvent.type(field(/^Número de origen/), '8765');
    await userEvent.type(field(/^Token de la API/), 'zp-tok-4f9a1c7e');
    await userEvent.type(field(/^Clave secreta de la API/), 'zp-sec-0d3b8e6a51c9');
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      value: {
        enabled: true,
        accountId: '4321',
        originId: '8765',
        apiToken: 'zp-tok-4f9a1c7e',
        apiSecret: 'zp-sec-0d3b8e6a51c9',
      },
      revision: '0123456789abcdef',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cuenta de Zippin guardada. El token y la clave nunca se vuelven a mostrar.',
    );
    expect(field(/^Token de la API/)).toHaveValue('');
    expect(field(/^Token de la API/)).toHaveAttribute('type', 'password');
    expect(field(/^Token de la API/)).toHaveAccessibleDescription(
      /^Guardado, termina en 1c7e \(.+, duenio@promosur\.com\.ar\)\. Déjelo vacío para mantenerlo\.$/,
    );
    expect(field(/^Número de cuenta/)).toHaveValue('4321');
    expect(screen.getByText('El checkout cotiza los envíos con Zippin.')).toBeVisible();
  });

  it('turns Zippin off without asking for the credentials again', async () => {
    const onSave = jest.fn().mockResolvedValue({ ...NONE, revision: '2222222222222222' });
    render(<ZippinForm state={SAVED} onSave={onSave} onReload={jest.fn()} />);
    const enabled = screen.getByRole('checkbox', { name: 'Cotizar los envíos con Zippin' });
    expect(enabled).toBeChecked();
    await userEvent.click(enabled);
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      value: { enabled: false, accountId: '4321', originId: '8765', apiToken: '', apiSecret: '' },
      revision: '1111111111111111',
    });
  });
});
