/**
 * The back office's wire types, as the API's staff schemas answer them
 * (api/src/modules/staff/staff.schemas.ts). The frontend and the API share only @store/contracts;
 * these move there once the back office's API settles.
 */
export type StaffRole = 'owner' | 'sales' | 'production' | 'catalogue';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: 'invited' | 'active';
  totpEnabled: boolean;
  lastLoginAt: string | null;
}

export interface LoginAnswer {
  step: 'done' | 'totp' | 'totp-setup';
  accessToken: string | null;
  challenge: string | null;
  totpSecret: string | null;
  otpauthUri: string | null;
  recoveryCodes: string[] | null;
  member: StaffMember | null;
}

export interface Dashboard {
  currency: 'ARS' | 'CLP';
  today: { orders: number; sales: number };
  week: { orders: number; sales: number };
  waitingForPayment: number;
}

export interface OrderSummary {
  id: number;
  number: string;
  createdAt: string;
  buyer: string;
  email: string;
  company: string;
  taxId: string;
  status: string;
  payment: string;
  paymentStatus: string;
  currency: string;
  total: number;
}

export interface OrderPage {
  items: OrderSummary[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface OrderDetail {
  order: {
    id: number;
    number: string;
    status: string;
    paymentStatus: string;
    total: number;
    lines: { productName: string; sku: string; quantity: number; total: number }[];
    addressee: {
      name: string;
      lastName: string;
      email: string;
      phone: string;
      street: string;
      streetNumber: string;
      locality: string;
      zipCode: string;
    };
    invoice: { name: string; document: string; email: string };
    shipping: { carrierName: string };
    history: { status: string; at: string; trackingUrl: string | null }[];
  };
  summary: OrderSummary;
  payments: {
    id: number;
    method: 'TRF' | 'CHQ';
    amount: number;
    paidOn: string;
    bank: string;
    reference: string;
  }[];
  paid: number;
  balance: number;
  activity: { id: number; at: string; actor: string; action: string }[];
}
