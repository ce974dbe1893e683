import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MercadoPagoStatus, StoreSectionState, StoreTax } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { ConnectionCheck } from './connection-check';
import { MercadoPagoForm } from './mercadopago-form';
import { TaxForm } from './tax-form';

const UNSET = { set: false, last4: null, updatedAt: null, updatedBy: null };
const MP: StoreSectionState<MercadoPagoStatus> = {
  country: 'AR',
  revision: '0123456789abcdef',
  value: { accessToken: UNSET, publicKey: UNSET, webhookSecret: UNSET, cardMode: 'sandbox' },
};
const TOKEN = 'APP_USR-1234567890123456-112233-0123456789abcdef0123456789abcdef-987654321';
const SAVED: StoreSectionState<MercadoPagoStatus> = {
  ...MP,
  revision: '1111111111111111',
  value: {
    ...MP.value,
    accessToken: {
      set: true,
      last4: '4321',
      updatedAt: '2026-11-30T10:00:00.000Z',
      updatedBy: 'duenio@promosur.com.ar',
    },
    cardMode: 'mercadopago',
  },
};
const secret = (name: RegExp) => screen.getByLabelText(name);

describe('MercadoPagoForm', () => {
  it('shows only whether each credential is saved, checks the format first, and empties the fields after a save', async () => {
    const onSave = jest.fn().mockResolvedValue(SAVED);
    render(<MercadoPagoForm state={MP} onSave={onSave} onReload={jest.fn()} />);
    expect(secret(/^Token de acceso/)).toHaveAccessibleDescription(
      'Sin guardar. Déjelo vacío para mantenerlo.',
    );
    expect(secret(/^Token de acceso/)).toHaveAttribute('type', 'password');
    await userEvent.type(secret(/^Token de acceso/), 'mi-token');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar credenciales' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(secret(/^Token de acceso/)).toHaveAccessibleDescription(
      /El token de acceso empieza con APP_USR-/,
    );
    expect(secret(/^Token de acceso/)).toHaveFocus();

    await userEvent.clear(secret(/^Token de acceso/));
    await userEvent.paste(TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar credenciales' }));
    expect(onSave).toHaveBeenCalledWith({
      value: { accessToken: TOKEN, publicKey: '', webhookSecret: '' },
      revision: '0123456789abcdef',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Credenciales guardadas. Nunca se vuelven a mostrar.',
    );
    expect(secret(/^Token de acceso/)).toHaveValue('');
    expect(secret(/^Token de acceso/)).toHaveAccessibleDescription(
      /^Guardado, termina en 4321 \(.+, duenio@promosur\.com\.ar\)\./,
    );
    expect(
      screen.getByText(
        'Los pagos con tarjeta se cobran en la cuenta de Mercado Pago de la tienda.',
      ),
    ).toBeVisible();
  });
});

describe('ConnectionCheck', () => {
  it('says what Mercado Pago answered, or why it could not', async () => {
    const check = jest
      .fn()
      .mockResolvedValueOnce({ message: 'Conexión correcta: Mercado Pago reconoce la cuenta X.' })
      .mockRejectedValueOnce(
        new StoreApiError('server', 'Mercado Pago no aceptó el token de acceso guardado.', 422),
      );
    render(<ConnectionCheck check={check} />);
    await userEvent.click(screen.getByRole('button', { name: 'Probar conexión' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Conexión correcta');
    await userEvent.click(screen.getByRole('button', { name: 'Probar conexión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mercado Pago no aceptó el token de acceso guardado.',
    );
  });
});

describe('TaxForm', () => {
  const state = (country: 'AR' | 'CL', taxCondition: string): StoreSectionState<StoreTax> => ({
    country,
    revision: '0123456789abcdef',
    value: { taxCondition },
  });

  it('offers Argentina’s conditions, says which invoice each issues, and sends the chosen one', async () => {
    const onSave = jest.fn().mockResolvedValue(state('AR', 'MT'));
    render(<TaxForm state={state('AR', 'RI')} onSave={onSave} onReload={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Condición frente al IVA de la tienda' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'IVA Responsable Inscripto',
      'Responsable Monotributo',
      'IVA Sujeto Exento',
    ]);
    await userEvent.selectOptions(select, 'MT');
    expect(select).toHaveAccessibleDescription('Emite: Factura C a todos, sin IVA discriminado.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar condición' }));
    expect(onSave).toHaveBeenCalledWith({
      value: { taxCondition: 'MT' },
      revision: '0123456789abcdef',
    });
  });

  it('refuses before sending a condition the country does not have', async () => {
    const onSave = jest.fn();
    render(<TaxForm state={state('CL', 'RI')} onSave={onSave} onReload={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar condición' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(
      screen.getByRole('combobox', { name: 'Condición frente al IVA de la tienda' }),
    ).toHaveAccessibleDescription(
      /Elija la condición frente al IVA de la tienda: Contribuyente de IVA\./,
    );
  });
});
