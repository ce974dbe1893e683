/** What the store asks a card provider for: a hosted checkout of one order. */
export interface CheckoutRequest {
  externalReference: string;
  title: string;
  /** Minor units and their decimals (CLP: 0). */
  amount: number;
  decimals: number;
  currency: 'ARS' | 'CLP';
  payerEmail: string;
  /** Where the buyer comes back to (`payment_id`, `status`, `external_reference` are added). */
  backUrl: string;
  notificationUrl: string;
  idempotencyKey: string;
  expiresAt: string;
}

/** A payment as the provider reports it: the only proof of a charge. */
export interface ProviderPayment {
  id: string;
  /** approved, pending, in_process, rejected, cancelled, refunded, charged_back */
  status: string;
  externalReference: string;
  /** Minor units, in the order's decimals. */
  amount: number;
  currency: string;
}

export interface CardProvider {
  readonly name: 'sandbox' | 'mercadopago';
  createCheckout(request: CheckoutRequest): Promise<{ preferenceId: string; redirectUrl: string }>;
  getPayment(id: string, decimals: number): Promise<ProviderPayment | null>;
  /** The latest payment of an order (reconciliation of orders left pending). */
  findByReference(externalReference: string, decimals: number): Promise<ProviderPayment | null>;
  /** The secret that signs this tenant's webhooks. */
  webhookSecret: string;
}
