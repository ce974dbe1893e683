import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreShippingState } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { ShippingForm } from './shipping-form';

const band = (upToGrams: number, price: number) => ({ upToGrams, price });
const STATE: StoreShippingState = {
  country: 'AR',
  revision: '0123456789abcdef',
  provinces: [
    { id: '02', name: 'Ciudad Autónoma de Buenos Aires' },
    { id: '06', name: 'Buenos Aires' },
    { id: '14', name: 'Córdoba' },
  ],
  value: {
    storePickup: true,
    origin: { street: 'Av. Santa Fe 3253', locality: 'Palermo', provinceId: '02', zipCode: null },
    shippingZones: { amba: ['02', '06'] },
    carriers: [
      {
        id: 'andreani',
        name: 'Andreani',
        logo: null,
        serviceType: 'standard_delivery',
        serviceName: 'Envío a domicilio',
        rates: [
          { zone: 'amba', days: { min: 1, max: 3 }, bands: [band(1000, 5200), band(5000, 7900)] },
          { zone: 'resto', days: { min: 4, max: 8 }, bands: [band(1000, 8600), band(5000, 12900)] },
        ],
      },
    ],
  },
};
const WHO = '(Andreani, Envío a domicilio)';

const cell = (name: string) => screen.getByRole('textbox', { name: `${name} ${WHO}` });
const retype = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
};
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const setup = (
  onSave = jest.fn().mockResolvedValue({ ...STATE, revision: '1111111111111111' }),
) => {
  const onReload = jest.fn();
  render(<ShippingForm state={STATE} onSave={onSave} onReload={onReload} />);
  return { onSave, onReload };
};

describe('ShippingForm', () => {
  it('shows a carrier as a table of weight bands by zone and sends the new price as the API reads it', async () => {
    const { onSave } = setup();
    expect(cell('Precio, franja 1, zona amba')).toHaveValue('5200');
    expect(cell('Precio, franja 2, zona resto')).toHaveValue('12900');
    await retype(cell('Precio, franja 1, zona amba'), '6.100,50');
    await click('Guardar envíos');
    expect(onSave).toHaveBeenCalledWith({
      value: expect.any(Object),
      revision: '0123456789abcdef',
    });
    const { value } = onSave.mock.calls[0][0];
    expect(value.shippingZones).toEqual({ amba: ['02', '06'] });
    expect(value.carriers[0].rates).toEqual([
      { zone: 'amba', days: { min: 1, max: 3 }, bands: [band(1000, 6100.5), band(5000, 7900)] },
      { zone: 'resto', days: { min: 4, max: 8 }, bands: [band(1000, 8600), band(5000, 12900)] },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Envíos guardados: el checkout ya cotiza con estas tablas.',
    );
  });

  it('refuses a negative price and bands out of order on their cells, sending nothing', async () => {
    const { onSave } = setup();
    await retype(cell('Precio, franja 2, zona resto'), '-10');
    await retype(cell('Hasta gramos, franja 2'), '800');
    await click('Guardar envíos');
    expect(onSave).not.toHaveBeenCalled();
    expect(cell('Hasta gramos, franja 2')).toHaveAccessibleDescription(
      'Las franjas van de la más liviana a la más pesada, sin repetirse: esta tiene que ser de más de 1.000 g.',
    );
    expect(cell('Precio, franja 2, zona resto')).toHaveAccessibleDescription(
      'El precio no puede ser negativo.',
    );
    expect(cell('Hasta gramos, franja 2')).toHaveFocus();
  });

  it('adds a weight band whose prices must be filled, and removes it again', async () => {
    const { onSave } = setup();
    await click('Agregar franja de peso');
    await retype(cell('Hasta gramos, franja 3'), '10000');
    await retype(cell('Precio, franja 3, zona amba'), '11500');
    await click('Guardar envíos');
    expect(onSave).not.toHaveBeenCalled();
    expect(cell('Precio, franja 3, zona resto')).toHaveAccessibleDescription(
      'Escriba el precio con números, por ejemplo 5200 o 5.200,50.',
    );
    await click(`Quitar la franja 1 ${WHO}`);
    expect(cell('Hasta gramos, franja 1')).toHaveValue('5000');
    await retype(cell('Precio, franja 2, zona resto'), '18700');
    await click('Guardar envíos');
    expect(onSave.mock.calls[0][0].value.carriers[0].rates[1].bands).toEqual([
      band(5000, 12900),
      band(10000, 18700),
    ]);
  });

  it('refuses an empty carrier name, and a pickup-point carrier without a branch', async () => {
    const { onSave } = setup();
    await retype(screen.getByRole('textbox', { name: 'Transportista' }), ' ');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Servicio' }),
      'pickup_point',
    );
    await click('Guardar envíos');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Transportista' })).toHaveAccessibleDescription(
      'Escriba el nombre del transportista.',
    );
    expect(screen.getByText('Un retiro en sucursal necesita al menos una sucursal.')).toBeVisible();
  });

  it('puts a new zone’s provinces in it and a removed zone’s back in «resto»', async () => {
    const { onSave } = setup();
    await click('Agregar zona');
    await retype(screen.getByRole('textbox', { name: 'Nombre de la zona 2' }), 'centro');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Córdoba' }), 'centro');
    await retype(cell('Días mínimos, zona centro'), '3');
    await retype(cell('Días máximos, zona centro'), '5');
    await retype(cell('Precio, franja 1, zona centro'), '6900');
    await retype(cell('Precio, franja 2, zona centro'), '10400');
    await click('Guardar envíos');
    const { value } = onSave.mock.calls[0][0];
    expect(value.shippingZones).toEqual({ amba: ['02', '06'], centro: ['14'] });
    expect(value.carriers[0].rates.map((r: { zone: string }) => r.zone)).toEqual([
      'amba',
      'centro',
      'resto',
    ]);
    await click('Quitar la zona 1');
    expect(screen.getByRole('combobox', { name: 'Buenos Aires' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Córdoba' })).toHaveDisplayValue('centro');
    await click('Guardar envíos');
    expect(onSave.mock.calls[1][0].value.shippingZones).toEqual({ centro: ['14'] });
  });

  it('lets a carrier skip a zone: no rate is sent for it, and a problem of the next rate lands on its own cell', async () => {
    const { onSave } = setup();
    const amba = screen.getByRole('checkbox', { name: `Reparte en la zona amba ${WHO}` });
    expect(amba).toBeChecked();
    await userEvent.click(amba);
    expect(cell('Precio, franja 1, zona amba')).toBeDisabled();
    // «resto» is now the carrier's first rate in the value: its problem is still on its cell.
    await retype(cell('Precio, franja 1, zona resto'), '-1');
    await click('Guardar envíos');
    expect(onSave).not.toHaveBeenCalled();
    expect(cell('Precio, franja 1, zona resto')).toHaveAccessibleDescription(
      'El precio no puede ser negativo.',
    );
    expect(cell('Precio, franja 1, zona amba')).not.toHaveAccessibleDescription();
    await retype(cell('Precio, franja 1, zona resto'), '8600');
    await click('Guardar envíos');
    expect(onSave.mock.calls[0][0].value.carriers[0].rates).toEqual([
      { zone: 'resto', days: { min: 4, max: 8 }, bands: [band(1000, 8600), band(5000, 12900)] },
    ]);
  });

  it('opens a carrier without a zone’s rate with that zone unchecked, and refuses a carrier that delivers nowhere', async () => {
    const [andreani] = STATE.value.carriers;
    const onSave = jest.fn();
    render(
      <ShippingForm
        state={{
          ...STATE,
          value: {
            ...STATE.value,
            carriers: [{ ...andreani!, rates: andreani!.rates.filter((r) => r.zone === 'amba') }],
          },
        }}
        onSave={onSave}
        onReload={jest.fn()}
      />,
    );
    const resto = screen.getByRole('checkbox', { name: `Reparte en la zona resto ${WHO}` });
    expect(resto).not.toBeChecked();
    expect(cell('Precio, franja 1, zona resto')).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: `Reparte en la zona amba ${WHO}` }));
    await click('Guardar envíos');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Ponga el precio de al menos una zona.')).toBeVisible();
  });

  it('shows the server’s refusal on its cell, and offers «Recargar» after a 409', async () => {
    const onSave = jest
      .fn()
      .mockRejectedValueOnce(
        new StoreApiError(
          'server',
          'El precio es demasiado alto: revíselo.',
          400,
          null,
          null,
          null,
          'carriers.0.rates.0.bands.0.price',
        ),
      )
      .mockRejectedValueOnce(new StoreApiError('server', 'Otra persona cambió los envíos.', 409));
    const { onReload } = setup(onSave);
    await click('Guardar envíos');
    expect(cell('Precio, franja 1, zona amba')).toHaveAccessibleDescription(
      'El precio es demasiado alto: revíselo.',
    );
    await click('Guardar envíos');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Otra persona cambió los envíos.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Recargar' }));
    expect(onReload).toHaveBeenCalled();
  });
});
