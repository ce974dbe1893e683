import type { Country, IvaCondition, PaymentMethodCode } from './constants.js';
import type { FieldErrors } from './fields.js';

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

export declare function checkBilling(
  data: Partial<BillingData> | null | undefined,
  country: Country,
): FieldErrors;
export declare function checkAddressee(
  data: Partial<AddresseeData> | null | undefined,
  country: Country,
): FieldErrors;
export declare function checkShipment(data: Partial<ShipmentData> | null | undefined): FieldErrors;
export declare function checkPayment(
  data: Partial<PaymentData> | null | undefined,
  today: string,
): FieldErrors;
