import type * as MercadoPago from 'mercadopago';
import { fromMinor, toMinor } from '../pricing/index.js';
import type { MercadoPagoCredentials } from '../tenants/index.js';
import type { CardProvider, ProviderPayment } from './card-provider.js';
import { lazyRequire } from '../../lib/lazy.js';

/** The SDK, loaded by the first store with Mercado Pago credentials (lib/lazy.ts). */
const sdk = lazyRequire<typeof MercadoPago>('mercadopago');

/** Short timeouts: a slow provider must not hold the buyer (the order stays pending). */
const TIMEOUT_MS = 5000;

function toPayment(
  payment: {
    id?: number | string;
    status?: string;
    external_reference?: string;
    transaction_amount?: number;
    currency_id?: string;
  },
  decimals: number,
): ProviderPayment | null {
  if (payment.id === undefined || !payment.status) return null;
  return {
    id: String(payment.id),
    status: payment.status,
    externalReference: payment.external_reference ?? '',
    amount: toMinor(payment.transaction_amount ?? 0, decimals),
    currency: payment.currency_id ?? '',
  };
}

/** Mercado Pago Checkout Pro through the official SDK, with the tenant's own credentials. */
export function mercadoPagoProvider(credentials: MercadoPagoCredentials): CardProvider {
  const { MercadoPagoConfig, Payment, Preference } = sdk();
  const client = new MercadoPagoConfig({
    accessToken: credentials.accessToken,
    options: { timeout: TIMEOUT_MS },
  });
  return {
    name: 'mercadopago',
    webhookSecret: credentials.webhookSecret,
    async createCheckout(request) {
      const amount = fromMinor(request.amount, request.decimals);
      const preference = await new Preference(client).create({
        body: {
          items: [
            {
              id: request.externalReference,
              title: request.title,
              quantity: 1,
              unit_price: amount,
              currency_id: request.currency,
            },
          ],
          payer: { email: request.payerEmail },
          back_urls: {
            success: request.backUrl,
            failure: request.backUrl,
            pending: request.backUrl,
          },
          // Mercado Pago returns automatically only to an HTTPS address.
          ...(request.backUrl.startsWith('https://') ? { auto_return: 'approved' } : {}),
          notification_url: request.notificationUrl,
          external_reference: request.externalReference,
          expires: true,
          expiration_date_to: request.expiresAt,
        },
        requestOptions: { idempotencyKey: request.idempotencyKey },
      });
      if (!preference.id || !preference.init_point)
        throw new Error('Mercado Pago answered a preference without id or init_point');
      return { preferenceId: preference.id, redirectUrl: preference.init_point };
    },
    async getPayment(id, decimals) {
      try {
        return toPayment(await new Payment(client).get({ id }), decimals);
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    async findByReference(externalReference, decimals) {
      const found = await new Payment(client).search({
        options: { external_reference: externalReference, sort: 'date_created', criteria: 'desc' },
      });
      const latest = found.results?.[0];
      return latest ? toPayment(latest, decimals) : null;
    },
  };
}
