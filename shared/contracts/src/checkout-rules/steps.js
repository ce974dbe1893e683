// One check per checkout step: `(data, country) -> { field: message }`, empty when all is well.
// The checkout's forms and the API's services (422 with these details) call the same functions.

import { CHEQUE_MAX_DAYS_AHEAD, IVA_CONDITIONS, PAYMENT_METHOD_CODES } from './constants.js';
import {
  FIELD_MESSAGES,
  PHONE_MAX_LENGTH,
  checkText,
  isValidEmail,
  isValidPhone,
  text,
} from './fields.js';
import { isValidArPostalCode, isValidClPostalCode } from './postal-codes.js';
import { isValidCuit, isValidRut } from './tax-ids.js';

const NAME = 120;
const SHORT = 60;
const ID = 20;

function checkContact(errors, data) {
  if (!errors.email && !isValidEmail(data?.email)) errors.email = FIELD_MESSAGES.email;
  if (!errors.phone && !isValidPhone(data?.phone)) errors.phone = FIELD_MESSAGES.phone;
}

export function checkBilling(data, country) {
  const errors = {};
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
    const valid = cl ? isValidRut(data.taxId) : isValidCuit(data.taxId);
    if (!valid) errors.taxId = cl ? FIELD_MESSAGES.rut : FIELD_MESSAGES.cuit;
  }
  const conditions = IVA_CONDITIONS[cl ? 'CL' : 'ARG'].map((condition) => condition.code);
  if (!errors.ivaCondition && !conditions.includes(data.ivaCondition)) {
    errors.ivaCondition = FIELD_MESSAGES.ivaCondition;
  }
  checkContact(errors, data);
  return errors;
}

export function checkAddressee(data, country) {
  const errors = {};
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

export function checkShipment(data) {
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
export function checkPayment(data, today) {
  const errors = {};
  if (!PAYMENT_METHOD_CODES.includes(data?.method)) {
    errors.method = FIELD_MESSAGES.paymentMethod;
    return errors;
  }
  if (data.method !== 'CHQ') return errors;
  const cheque = data.cheque ?? {};
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

function daysBetween(from, to) {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(from) || !pattern.test(to)) return null;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  // Date.parse rolls 2026-02-31 over to March: refuse dates that do not exist.
  if (new Date(end).toISOString().slice(0, 10) !== to) return null;
  return Math.round((end - start) / 86_400_000);
}
