/** A card checkout opened for an order at a provider (sandbox or Mercado Pago). */
export interface PaymentCheckoutsTable {
  tenant_id: number;
  order_id: number;
  provider: string;
  preference_id: string;
  created_at: string;
}

/** Every payment state applied, once: UNIQUE (provider, event_id), event = payment id + status. */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  tenant_id: number;
  order_id: number;
  payment_id: string;
  status: string;
  /** What the store did with it: applied, ignored (not forward), mismatch (amount or currency). */
  outcome: string;
  received_at: string;
}

/** The local sandbox provider's own records (what a card provider keeps on its side). */
export interface SandboxPaymentsTable {
  preference_id: string;
  tenant_id: number;
  external_reference: string;
  title: string;
  amount: number;
  decimals: number;
  currency: string;
  back_url: string;
  notification_url: string;
  payment_id: string | null;
  status: string;
  created_at: string;
  /** When the checkout stops taking decisions (null: opened before expiries, taken as expired). */
  expires_at: string | null;
  /** SHA-256 of the page's one-time token; null once a decision used it. */
  token_hash: string | null;
}

/** Whether a tenant takes card payments through the local sandbox (demo stores only). */
export interface PaymentModesTable {
  tenant_id: number;
  /** 0/1 */
  sandbox: number;
  updated_at: string;
}

export interface PaymentsTables {
  payment_modes: PaymentModesTable;
  payment_checkouts: PaymentCheckoutsTable;
  payment_events: PaymentEventsTable;
  sandbox_payments: SandboxPaymentsTable;
}
