import {
  FIELD_MESSAGES,
  arPostalCodeDigits,
  checkAddressee,
  checkBilling,
  checkPayment,
  checkShipment,
  invoiceTypeFor,
  isValidClPostalCode,
  type AddresseeData,
  type BillingData,
} from './index.ts';

const billingAr: BillingData = {
  businessName: 'Promo Sur S.A.',
  taxId: '30-70308853-4',
  ivaCondition: 'RI',
  email: 'compras@empresa.com.ar',
  phone: '+54 11 4555-1234',
};

const billingCl: BillingData = {
  businessName: 'Andes Merch SpA',
  taxId: '76.086.428-5',
  ivaCondition: 'CONTRIBUYENTE',
  email: 'compras@empresa.cl',
  phone: '+56 2 2345 6789',
  giro: 'Venta de artículos promocionales',
  address: 'Av. Providencia 1234',
  comunaId: '13123',
};

const addresseeAr: AddresseeData = {
  name: 'Ana',
  lastName: 'Pérez',
  email: 'ana@empresa.com.ar',
  phone: '11 4555 1234',
  street: 'Av. Santa Fe',
  streetNumber: '1234',
  provinceId: '02',
  cityId: '02014',
  locationId: '0201401001',
  locality: 'Palermo',
  zipCode: 'C1425DKF',
};

describe('checkBilling', () => {
  it('accepts complete billing data in both countries', () => {
    expect(checkBilling(billingAr, 'ARG')).toEqual({});
    expect(checkBilling(billingCl, 'CL')).toEqual({});
  });

  it('names every missing field with its Spanish message', () => {
    expect(checkBilling({}, 'ARG')).toEqual({
      businessName: FIELD_MESSAGES.required,
      taxId: FIELD_MESSAGES.required,
      ivaCondition: FIELD_MESSAGES.required,
      email: FIELD_MESSAGES.required,
      phone: FIELD_MESSAGES.required,
    });
  });

  it('checks the tax id of the country', () => {
    expect(checkBilling({ ...billingAr, taxId: '76.086.428-5' }, 'ARG')).toEqual({
      taxId: FIELD_MESSAGES.cuit,
    });
    expect(checkBilling({ ...billingCl, taxId: '30-70308853-4' }, 'CL')).toEqual({
      taxId: FIELD_MESSAGES.rut,
    });
  });

  it("refuses another country's IVA condition, a bad e-mail and a bad phone", () => {
    expect(
      checkBilling(
        { ...billingAr, ivaCondition: 'CONTRIBUYENTE', email: 'a@b', phone: '123' },
        'ARG',
      ),
    ).toEqual({
      ivaCondition: FIELD_MESSAGES.ivaCondition,
      email: FIELD_MESSAGES.email,
      phone: FIELD_MESSAGES.phone,
    });
  });

  it('asks a Chilean factura for giro, address and comuna, and a boleta for none', () => {
    const bare = { ...billingCl, giro: '', address: '', comunaId: '' };
    expect(checkBilling(bare, 'CL')).toEqual({
      giro: FIELD_MESSAGES.required,
      address: FIELD_MESSAGES.required,
      comunaId: FIELD_MESSAGES.required,
    });
    expect(checkBilling({ ...bare, ivaCondition: 'CONSUMIDOR_FINAL' }, 'CL')).toEqual({});
  });

  it('refuses text over its length', () => {
    expect(checkBilling({ ...billingAr, businessName: 'x'.repeat(121) }, 'ARG')).toEqual({
      businessName: FIELD_MESSAGES.tooLong(120),
    });
  });
});

describe('checkAddressee', () => {
  it('accepts the postal code as 4 digits or CPA in Argentina', () => {
    expect(checkAddressee(addresseeAr, 'ARG')).toEqual({});
    expect(checkAddressee({ ...addresseeAr, zipCode: '1425' }, 'ARG')).toEqual({});
    expect(arPostalCodeDigits('c1425dkf')).toBe('1425');
  });

  it('refuses a missing or malformed Argentine postal code', () => {
    expect(checkAddressee({ ...addresseeAr, zipCode: '' }, 'ARG')).toEqual({
      zipCode: FIELD_MESSAGES.required,
    });
    expect(checkAddressee({ ...addresseeAr, zipCode: 'I1425DKF' }, 'ARG')).toEqual({
      zipCode: FIELD_MESSAGES.arPostalCode,
    });
  });

  it('makes the Chilean postal code optional, 7 digits when given', () => {
    const cl = { ...addresseeAr, provinceId: '13', cityId: '131', locationId: '13123' };
    expect(checkAddressee({ ...cl, zipCode: '' }, 'CL')).toEqual({});
    expect(checkAddressee({ ...cl, zipCode: '7500000' }, 'CL')).toEqual({});
    expect(checkAddressee({ ...cl, zipCode: '75000' }, 'CL')).toEqual({
      zipCode: FIELD_MESSAGES.clPostalCode,
    });
    expect(isValidClPostalCode('750000a')).toBe(false);
  });

  it('requires the address chain and the contact', () => {
    const errors = checkAddressee({ zipCode: '1425' }, 'ARG');
    expect(Object.keys(errors).sort()).toEqual(
      [
        'name',
        'lastName',
        'email',
        'phone',
        'street',
        'streetNumber',
        'provinceId',
        'cityId',
        'locationId',
        'locality',
      ].sort(),
    );
  });
});

describe('checkShipment', () => {
  it('needs an option, and a point for a branch pickup', () => {
    const option = { logisticType: 'crossdock', serviceType: 'standard_delivery', carrierId: '1' };
    expect(checkShipment({ option })).toEqual({});
    expect(checkShipment({ option: null })).toEqual({ option: FIELD_MESSAGES.shippingOption });
    expect(checkShipment({ option: { ...option, serviceType: 'pickup_point' } })).toEqual({
      option: FIELD_MESSAGES.shippingOption,
    });
  });
});

describe('checkPayment', () => {
  const today = '2026-11-25';
  const cheque = { bank: 'Banco Nación', number: '12345678', paymentDate: '2027-01-15' };

  it('accepts the three methods and refuses others', () => {
    expect(checkPayment({ method: 'MP' }, today)).toEqual({});
    expect(checkPayment({ method: 'TRF' }, today)).toEqual({});
    expect(checkPayment({ method: 'CHQ', cheque }, today)).toEqual({});
    expect(checkPayment({ method: '' }, today)).toEqual({ method: FIELD_MESSAGES.paymentMethod });
  });

  it('takes a cheque dated from today up to 360 days ahead', () => {
    expect(
      checkPayment({ method: 'CHQ', cheque: { ...cheque, paymentDate: today } }, today),
    ).toEqual({});
    expect(
      checkPayment({ method: 'CHQ', cheque: { ...cheque, paymentDate: '2027-11-20' } }, today),
    ).toEqual({});
    for (const paymentDate of ['2026-11-24', '2027-11-21', '2026-02-31', '25/11/2026']) {
      expect(checkPayment({ method: 'CHQ', cheque: { ...cheque, paymentDate } }, today)).toEqual({
        paymentDate: FIELD_MESSAGES.chequeDate,
      });
    }
  });

  it('needs the bank and a numeric cheque number', () => {
    expect(
      checkPayment({ method: 'CHQ', cheque: { ...cheque, bank: '', number: 'AB12' } }, today),
    ).toEqual({ bank: FIELD_MESSAGES.required, number: FIELD_MESSAGES.chequeNumber });
  });
});

describe('invoiceTypeFor', () => {
  it('follows both parties in Argentina', () => {
    expect(invoiceTypeFor('ARG', 'RI', 'RI')).toBe('A');
    expect(invoiceTypeFor('ARG', 'RI', 'MT')).toBe('B');
    expect(invoiceTypeFor('ARG', 'RI', 'CF')).toBe('B');
    expect(invoiceTypeFor('ARG', 'MT', 'RI')).toBe('C');
    expect(invoiceTypeFor('ARG', 'EX', 'RI')).toBe('C');
    expect(invoiceTypeFor('ARG', 'EX', 'CF')).toBe('C');
  });

  it('gives a factura to a Chilean business and a boleta to a consumer', () => {
    expect(invoiceTypeFor('CL', 'CONTRIBUYENTE', 'CONTRIBUYENTE')).toBe('FACTURA');
    expect(invoiceTypeFor('CL', 'CONTRIBUYENTE', 'CONSUMIDOR_FINAL')).toBe('BOLETA');
  });
});
