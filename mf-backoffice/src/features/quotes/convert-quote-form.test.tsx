import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteOrderForm, QuoteOrderPreviewBody, SavedAddress } from '@store/contracts';
import { ConvertQuoteForm, serverFieldErrors } from './convert-quote-form';

const ADDRESS: SavedAddress = {
  id: 7,
  name: 'Ana',
  lastName: 'Pérez',
  email: 'ana@empresa.com.ar',
  phone: '+54 249 444-1234',
  street: 'Pinto',
  streetNumber: '550',
  apartment: '',
  provinceId: '06',
  cityId: '06791',
  locationId: '067910001',
  locality: 'Tandil',
  zipCode: 'B7000ABC',
  deliveryComment: '',
  isDefault: true,
  provinceName: 'Buenos Aires',
  cityName: 'Tandil',
};
const FORM: QuoteOrderForm = {
  buyerId: 3,
  blocked: false,
  creditTerms: null,
  addresses: [ADDRESS],
  lastInvoice: null,
};
const ANDREANI = {
  logisticType: 'crossdock',
  serviceType: 'standard_delivery',
  carrierId: 'andreani',
  pointId: null,
};
const TOTALS = {
  currency: 'ARS' as const,
  subTotal: 1000,
  shippingNet: 100,
  taxes: 231,
  taxesByRate: [],
  total: 1331,
};

const setup = (form: QuoteOrderForm = FORM, serverErrors = {}) => {
  const onConvert = jest.fn();
  const preview = jest.fn(async (body: QuoteOrderPreviewBody) => ({
    options: [{ ...ANDREANI, label: 'Andreani, Envío a domicilio', price: 121 }],
    totals: body.shipping ? TOTALS : null,
  }));
  render(
    <ConvertQuoteForm
      form={form}
      country="ARG"
      currency="ARS"
      version={2}
      businessName="Zorzales S.R.L."
      busy={false}
      serverErrors={serverErrors}
      preview={preview}
      onConvert={onConvert}
    />,
  );
  return { onConvert, preview };
};
const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));

it('shows the server’s total for the chosen shipping, then sends the order', async () => {
  const { onConvert, preview } = setup();
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Envío' }),
    await screen.findByRole('option', { name: 'Andreani, Envío a domicilio: $ 121,00' }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Total del pedido: $ 1.331,00');
  expect(preview).toHaveBeenLastCalledWith({ addressId: 7, shipping: ANDREANI });
  await userEvent.type(screen.getByRole('textbox', { name: 'CUIT' }), '30-70308853-4');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Condición frente al IVA' }),
    'RI',
  );
  await confirm();
  expect(onConvert).toHaveBeenCalledWith({
    version: 2,
    addressId: 7,
    shipping: ANDREANI,
    invoice: {
      name: 'Zorzales S.R.L.',
      document: '30-70308853-4',
      ivaCondition: 'RI',
      email: 'ana@empresa.com.ar',
      phone: '+54 249 444-1234',
      direction: null,
      giro: null,
      comunaId: null,
    },
  });
});

it('opens with the invoice data of the buyer’s latest order, and sends them as they stand', async () => {
  const invoice = {
    name: 'Zorzales Textil S.A.',
    lastName: '',
    document: '30-71234567-1',
    direction: 'Av. Colón 1200, Tandil',
    phone: '+54 249 555-0000',
    email: 'facturas@zorzales.com.ar',
    ivaCondition: 'RI' as const,
    giro: null,
    comunaId: null,
  };
  const { onConvert } = setup({ ...FORM, lastInvoice: { orderNumber: 'A-000123', invoice } });
  expect(screen.getByText('Con los datos de facturación del pedido A-000123.')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Razón social' })).toHaveValue('Zorzales Textil S.A.');
  expect(screen.getByRole('textbox', { name: 'Domicilio fiscal' })).toHaveValue(
    'Av. Colón 1200, Tandil',
  );
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Envío' }),
    await screen.findByRole('option', { name: /Andreani/ }),
  );
  await screen.findByRole('status');
  await confirm();
  expect(onConvert).toHaveBeenCalledWith(
    expect.objectContaining({
      invoice: {
        name: 'Zorzales Textil S.A.',
        document: '30-71234567-1',
        ivaCondition: 'RI',
        email: 'facturas@zorzales.com.ar',
        phone: '+54 249 555-0000',
        direction: 'Av. Colón 1200, Tandil',
        giro: null,
        comunaId: null,
      },
    }),
  );
});

it('puts the checkout’s own messages on each field, focuses the first, and sends nothing', async () => {
  const { onConvert } = setup();
  await screen.findByRole('option', { name: /Andreani/ });
  await userEvent.type(screen.getByRole('textbox', { name: 'CUIT' }), '30-1');
  await confirm();
  expect(screen.getByRole('combobox', { name: 'Envío' })).toHaveAccessibleDescription(
    'Elija cómo se entrega el pedido.',
  );
  expect(screen.getByRole('textbox', { name: 'CUIT' })).toHaveAccessibleDescription(
    expect.stringContaining('El CUIT no es válido'),
  );
  expect(
    screen.getByRole('combobox', { name: 'Condición frente al IVA' }),
  ).toHaveAccessibleDescription('Este campo es obligatorio.');
  expect(screen.getByRole('combobox', { name: 'Envío' })).toHaveFocus();
  expect(onConvert).not.toHaveBeenCalled();
});

it('says why there is no form for a blocked buyer or one without saved addresses', () => {
  setup({ ...FORM, blocked: true });
  expect(screen.getByRole('alert')).toHaveTextContent('La cuenta de este comprador está bloqueada');
});

it('says the buyer has to save an address first', () => {
  setup({ ...FORM, addresses: [] });
  expect(screen.getByRole('alert')).toHaveTextContent('no tiene direcciones guardadas');
  expect(screen.queryByRole('button', { name: 'Confirmar pedido' })).toBeNull();
});

it('puts the API’s refusal on the field it names', async () => {
  const message = 'El CUIT no es válido: son 11 dígitos con su dígito verificador.';
  setup(FORM, serverFieldErrors({ field: 'orderInvoiceFK.document', message }));
  await screen.findByRole('option', { name: /Andreani/ });
  expect(screen.getByRole('textbox', { name: 'CUIT' })).toHaveAccessibleDescription(message);
  expect(serverFieldErrors({ field: 'quoteId', message })).toEqual({});
});
