import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import type { CardProvider, ProviderPayment } from './card-provider.js';
import { createSandboxRepository } from './payments.repository.js';

/** The path of the sandbox's hosted page of a checkout. */
export const sandboxPagePath = (preferenceId: string) => `/api/payments/sandbox/${preferenceId}`;

/** What the store keeps of a page's one-time token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The store's default card provider: a local stand-in that behaves like Checkout Pro (a hosted
 * page, a return to the store, a signed webhook) so every store can take orders without an
 * account. Its records live in `sandbox_payments`; its webhook secret is derived per tenant.
 */
export function sandboxProvider(
  db: Kysely<Database>,
  options: { tenantId: number; secretsKey: string; publicUrl: string },
): CardProvider {
  const sandboxPayments = createSandboxRepository(db);
  const toPayment = (row: {
    payment_id: string | null;
    status: string;
    external_reference: string;
    amount: number;
    currency: string;
  }): ProviderPayment | null =>
    row.payment_id
      ? {
          id: row.payment_id,
          status: row.status,
          externalReference: row.external_reference,
          amount: Number(row.amount),
          currency: row.currency,
        }
      : null;
  return {
    name: 'sandbox',
    webhookSecret: createHmac('sha256', options.secretsKey)
      .update(`sandbox-webhook:${options.tenantId}`)
      .digest('hex'),
    async createCheckout(request) {
      const preferenceId = randomUUID();
      // Handed only to the buyer who opened the checkout (their signed-in UpdateOrderPayment): the
      // page carries it, and a decision without it is refused.
      const token = randomBytes(24).toString('base64url');
      await sandboxPayments.insert({
        preference_id: preferenceId,
        tenant_id: options.tenantId,
        external_reference: request.externalReference,
        title: request.title,
        amount: request.amount,
        decimals: request.decimals,
        currency: request.currency,
        back_url: request.backUrl,
        notification_url: request.notificationUrl,
        payment_id: null,
        status: 'created',
        created_at: nowIso(),
        expires_at: request.expiresAt,
        token_hash: tokenHash(token),
      });
      return {
        preferenceId,
        redirectUrl: `${options.publicUrl}${sandboxPagePath(preferenceId)}?token=${token}`,
      };
    },
    async getPayment(id) {
      const row = await sandboxPayments.byPaymentId(options.tenantId, id);
      return row ? toPayment(row) : null;
    },
    async findByReference(externalReference) {
      const row = await sandboxPayments.latestByReference(options.tenantId, externalReference);
      return row ? toPayment(row) : null;
    },
  };
}

export type PageCheck = 'open' | 'unknown' | 'decided' | 'expired' | 'badToken';

/** Whether the hosted page may take a decision with this token now (nothing is changed). */
export function checkPageToken(
  row: {
    status: string;
    expires_at: string | null;
    token_hash: string | null;
  } | null,
  token: string | undefined,
  now: string = nowIso(),
): PageCheck {
  if (!row) return 'unknown';
  if (row.status !== 'created' && row.status !== 'pending') return 'decided';
  if (!row.expires_at || row.expires_at <= now) return 'expired';
  if (!token || !row.token_hash || tokenHash(token) !== row.token_hash) return 'badToken';
  return 'open';
}

/**
 * A decision on the hosted page: the token is used up in the same statement that checks it (two
 * posts of one token decide once), then the payment is decided.
 */
export async function decideOnPage(
  db: Kysely<Database>,
  preferenceId: string,
  token: string,
  status: 'approved' | 'rejected' | 'pending',
) {
  if (!(await createSandboxRepository(db).useToken(preferenceId, tokenHash(token)))) return null;
  return decideSandboxPayment(db, preferenceId, status);
}

/**
 * The provider's side of a decision: a payment id is born with its first decision. The page
 * reaches it through `decideOnPage`; tests call it to play the provider deciding later.
 */
export async function decideSandboxPayment(
  db: Kysely<Database>,
  preferenceId: string,
  status: 'approved' | 'rejected' | 'pending',
) {
  const sandboxPayments = createSandboxRepository(db);
  const row = await sandboxPayments.byPreference(preferenceId);
  // Decided already (approved or rejected): the page cannot charge twice.
  if (!row || (row.status !== 'created' && row.status !== 'pending')) return row ?? null;
  const paymentId = row.payment_id ?? String(randomInt(10_000_000, 2_000_000_000));
  await sandboxPayments.decide(preferenceId, status, paymentId);
  return { ...row, status, payment_id: paymentId };
}
