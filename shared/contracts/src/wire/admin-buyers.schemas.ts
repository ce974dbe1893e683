import { CREDIT_DAYS_MAX, CREDIT_DAYS_MIN } from '../sales-rules/index.ts';
import { Type, type TSchema } from 'typebox';
import { AdminQuotePageSchema } from './quotes-staff.schemas.ts';
import { AdminOrderPageSchema } from './staff.schemas.ts';

/** The back office's buyers (issue 32): `/api/admin/buyers`. */
const strict = { additionalProperties: false } as const;
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A record's version: PostgreSQL's `integer` column (a larger one was a 500 for the fuzzer). */
const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 }));
const Search = Type.Optional(Type.String({ maxLength: 100 }));

/** A buyer's credit terms: their orders may go to production before being paid, within `days`. */
export const CreditTermsSchema = Type.Object(
  { days: Type.Integer({ minimum: CREDIT_DAYS_MIN, maximum: CREDIT_DAYS_MAX }) },
  strict,
);

export const BuyersQuerySchema = Type.Object({ q: Search, page: Page }, strict);
/** One row of the back office's buyers table. */
export const AdminBuyerRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  company: nullable(Type.String()),
  /** 'pending' until the buyer confirms the e-mail. */
  status: Type.Union([Type.Literal('pending'), Type.Literal('active')]),
  blocked: Type.Boolean(),
  creditTerms: nullable(CreditTermsSchema),
  orderCount: Type.Integer(),
  lastOrderAt: nullable(Type.String()),
});
export const AdminBuyerPageSchema = Type.Object({
  items: Type.Array(AdminBuyerRowSchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

/** The buyer's page: the profile, the state staff change (under `version`), orders and quotes. */
export const AdminBuyerSchema = Type.Object({
  ...AdminBuyerRowSchema.properties,
  phoneNumber: nullable(Type.String()),
  createdAt: Type.String(),
  blockedAt: nullable(Type.String()),
  /** Sent back with a change: a stale one gets 409 with the buyer as it is now. */
  version: Type.Integer(),
  /** The newest 10 of each; the orders and quotes pages filtered by the buyer have them all. */
  orders: AdminOrderPageSchema,
  quotes: AdminQuotePageSchema,
});

export const BuyerBlockBodySchema = Type.Object(
  { version: Version, blocked: Type.Boolean() },
  strict,
);
export const BuyerCreditBodySchema = Type.Object(
  { version: Version, creditTerms: nullable(CreditTermsSchema) },
  strict,
);
