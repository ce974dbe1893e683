// One check per checkout step: `(data, country) -> { field: message }`, empty when all is well.
// The checkout's forms and the API's services (422 with these details) call the same functions.

import {
  CHEQUE_MAX_DAYS_AHEAD,
  IVA_CONDITIONS,
  PAYMENT_METHOD_CODES,
  type Country,
  type IvaCondition,
  type PaymentMethodCode,
} from './constants.ts';
import {
  FIELD_MESSAGES,
  PHONE_MAX_LENGTH,
  checkText,
  type FieldErrors,
  isValidEmail,
  isValidPhone,
  text,
} from './fields.ts';
import { isValidArPostalCode, isValidClPostalCode } from './postal-codes.ts';
import { isValidCuit, isValidRut } from './tax-ids.ts';

/** The billing step (the invoice's data). */
export interface BillingData {
  /** Razón social. */
  businessName: string;
  /** CUIT in Argentina, RUT in Chile, either written form. */
  taxId: string;
  ivaCondition: IvaCondition | '';
  email: string;
  phone: string;
  /** Fiscal address; required for a Chilean factura. */
  address?: string;
  /** Chile: the business activity a factura names. */
  giro?: string;
  /** Chile: the comuna of the fiscal address (required for a factura). */
  comunaId?: string;
}

/**
 * The addressee step: who receives and where. `provinceId`, `cityId`, `locationId` are Argentina's
 * province, department/partido and locality, Chile's region, province and comuna.
 */
export interface AddresseeData {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  streetNumber: string;
  apartment?: string;
  provinceId: string;
  cityId: string;
  locationId: string;
  /** The locality's (comuna's) name, as the quote and the order carry it. */
  locality: string;
  /** Argentina: required, `1425` or `C1425DKF`; Chile: optional, 7 digits. */
  zipCode: string;
  deliveryComment?: string;
}

/** The shipment step: the chosen quote option (see `ShippingQuoteOption`). */
export interface ShipmentData {
  option: {
    logisticType: string;
    serviceType: string;
    carrierId: string;
    pointId?: string | null;
  } | null;
}

export interface ChequeData {
  bank: string;
  number: string;
  /** `YYYY-MM-DD`, from today up to 360 days ahead. */
  paymentDate: string;
}

export interface PaymentData {
  method: PaymentMethodCode | '';
  cheque?: ChequeData | null;
}

const NAME = 120;
const SHORT = 60;
const ID = 20;

function checkContact(
  errors: FieldErrors,
  data: { email?: unknown; phone?: unknown } | null | undefined,
): void {
  if (!errors.email && !isValidEmail(data?.email)) errors.email = FIELD_MESSAGES.email;
  if (!errors.phone && !isValidPhone(data?.phone)) errors.phone = FIELD_MESSAGES.phone;
}

export function checkBilling(
  data: Partial<BillingData> | null | undefined,
  country: Country,
): FieldErrors {
  const errors: FieldErrors = {};
  const cl = country === 'CL';
  const facturaCl = cl && data?.ivaCondition === 'CONTRIBUYENTE';
  checkText(
    errors,
    data,
    { businessName: NAME, taxId: 20, ivaCondition: 20, email: 254, phone: PHONE_MAX_LENGTH },
    { address: NAME, giro: NAME, comunaId: ID },
  );
  // A Chilean factura names the buyer's business activity (giro), address and comuna.
  if (facturaCl) checkText(errors, data, { giro: NAME, address: NAME, comunaId: ID });
  if (!errors.taxId) {
    const valid = cl ? isValidRut(data?.taxId) : isValidCuit(data?.taxId);
    if (!valid) errors.taxId = cl ? FIELD_MESSAGES.rut : FIELD_MESSAGES.cuit;
  }
  const conditions: readonly string[] = IVA_CONDITIONS[cl ? 'CL' : 'ARG'].map(
    (condition) => condition.code,
  );
  if (!errors.ivaCondition && !conditions.includes(text(data?.ivaCondition))) {
    errors.ivaCondition = FIELD_MESSAGES.ivaCondition;
  }
  checkContact(errors, data);
  return errors;
}

export function checkAddressee(
  data: Partial<AddresseeData> | null | undefined,
  country: Country,
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(
    errors,
    data,
    {
      name: SHORT,
      lastName: SHORT,
      email: 254,
      phone: PHONE_MAX_LENGTH,
      street: NAME,
      streetNumber: 10,
      provinceId: ID,
      cityId: ID,
      locationId: ID,
      locality: NAME,
    },
    { apartment: 30, deliveryComment: 500, zipCode: 10 },
  );
  checkContact(errors, data);
  const zipCode = text(data?.zipCode);
  if (country === 'CL') {
    if (zipCode && !isValidClPostalCode(zipCode)) errors.zipCode = FIELD_MESSAGES.clPostalCode;
  } else if (!zipCode) errors.zipCode = FIELD_MESSAGES.required;
  else if (!isValidArPostalCode(zipCode)) errors.zipCode = FIELD_MESSAGES.arPostalCode;
  return errors;
}

export function checkShipment(data: Partial<ShipmentData> | null | undefined): FieldErrors {
  const option = data?.option;
  const complete =
    option &&
    text(option.logisticType) &&
    text(option.serviceType) &&
    text(option.carrierId) &&
    (option.serviceType !== 'pickup_point' || text(option.pointId));
  return complete ? {} : { option: FIELD_MESSAGES.shippingOption };
}

/** `today` is the buyer's date as `YYYY-MM-DD` in the tenant's time zone. */
export function checkPayment(
  data: Partial<PaymentData> | null | undefined,
  today: string,
): FieldErrors {
  const errors: FieldErrors = {};
  const codes: readonly string[] = PAYMENT_METHOD_CODES;
  if (!data || !codes.includes(text(data.method))) {
    errors.method = FIELD_MESSAGES.paymentMethod;
    return errors;
  }
  if (data.method !== 'CHQ') return errors;
  const cheque: Partial<ChequeData> = data.cheque ?? {};
  checkText(errors, cheque, { bank: SHORT, number: 20, paymentDate: 10 });
  if (!errors.number && !/^\d{1,20}$/.test(text(cheque.number))) {
    errors.number = FIELD_MESSAGES.chequeNumber;
  }
  if (!errors.paymentDate) {
    const ahead = daysBetween(today, text(cheque.paymentDate));
    if (ahead === null || ahead < 0 || ahead > CHEQUE_MAX_DAYS_AHEAD) {
      errors.paymentDate = FIELD_MESSAGES.chequeDate;
    }
  }
  return errors;
}

function daysBetween(from: string, to: string): number | null {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(from) || !pattern.test(to)) return null;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  // Date.parse rolls 2026-02-31 over to March: refuse dates that do not exist.
  if (new Date(end).toISOString().slice(0, 10) !== to) return null;
  return Math.round((end - start) / 86_400_000);
}
