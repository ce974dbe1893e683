import { Type, type Static, type TSchema } from 'typebox';
import { QuoteAmountsSchema, QuoteLineSchema, QuoteStatusSchema } from './quotes.schemas.ts';

/** The back office's quotes (issue 32): `/api/admin/quotes`, every buyer's of the store. */
const strict = { additionalProperties: false } as const;
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** A record's version: PostgreSQL's `integer` column (a larger one was a 500 for the fuzzer). */
const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** One row of the back office's quotes table. */
export const AdminQuoteRowSchema = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  createdAt: Type.String(),
  validUntil: Type.String(),
  status: QuoteStatusSchema,
  orderId: nullable(Type.Integer()),
  buyerId: Type.Integer(),
  buyer: Type.String(),
  email: nullable(Type.String()),
  company: nullable(Type.String()),
  currency: Type.String(),
  total: Type.Number(),
});
export const AdminQuotePageSchema = Type.Object({
  items: Type.Array(AdminQuoteRowSchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export const QuotesQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(
      Type.Union([Type.Literal('open'), Type.Literal('expired'), Type.Literal('converted')]),
    ),
    buyer: Type.Optional(Id),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  strict,
);
export const QuoteParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) }, strict);
/** The quote's page for staff; `today` and `latestValidUntil` bound a new validity. */
export const AdminQuoteSchema = Type.Object({
  ...AdminQuoteRowSchema.properties,
  version: Type.Integer(),
  /** Today in the store's time zone, and the latest day a new validity may be (YYYY-MM-DD). */
  today: Type.String(),
  latestValidUntil: Type.String(),
  terms: Type.String(),
  lines: Type.Array(QuoteLineSchema),
  totals: QuoteAmountsSchema,
});
export const QuoteExtensionBodySchema = Type.Object(
  {
    version: Version,
    validUntil: Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  },
  strict,
);
export const QuoteSentSchema = Type.Object({ sentTo: Type.Array(Type.String()) });

export type AdminQuoteRow = Static<typeof AdminQuoteRowSchema>;
export type AdminQuotePage = Static<typeof AdminQuotePageSchema>;
export type AdminQuote = Static<typeof AdminQuoteSchema>;
