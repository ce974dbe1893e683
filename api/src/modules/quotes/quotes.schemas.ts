import { QUOTE_MAX_RECIPIENTS } from '@store/contracts';
import { Type } from 'typebox';

/**
 * What the quotes' routes use besides their wire schemas (@store/contracts/wire/quotes): the mail
 * limits and the idempotency header.
 */

/** More addresses than this, besides the buyer's own, are refused. */
export const MAX_RECIPIENTS = QUOTE_MAX_RECIPIENTS;
/**
 * Quote mails go to addresses a buyer types: besides 20 sends an hour per client address, 10 an
 * hour per buyer and 100 an hour per store, so neither many accounts nor one proxy's address
 * turn the store into a mail relay (each send reaches at most 1 + MAX_RECIPIENTS addresses).
 */
export const QUOTE_MAIL_LIMITS = {
  perAddress: { max: 20, timeWindow: 60 * 60_000 },
  perBuyer: { max: 10, timeWindow: 60 * 60_000 },
  perStore: { max: 100, timeWindow: 60 * 60_000 },
};

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100 })),
});
