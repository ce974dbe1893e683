import { randomUUID } from 'node:crypto';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { userSubject } from '../../http/auth.js';
import type { AccountUser } from '../auth/index.js';
import { normaliseItems } from '../cart/index.js';
import { fromMinor, minorOfEntries, type MinorEntry } from '../pricing/index.js';
import type { PricingService } from '../pricing/index.js';
import type { CartItem, PriceEntry } from '../pricing/index.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ShopConfig } from '../tenants/index.js';
import type { PricingSettings, Tenant } from '../tenants/index.js';
import type { AdminQuote, AdminQuotePage, AdminQuoteRow } from '@store/contracts/wire/quotes-staff';
import {
  addDays,
  MAX_QUOTE_VALIDITY_DAYS,
  quoteExtensionProblem,
} from '@store/contracts/sales-rules';
import { isExpired, localDate, startOfDay, TIME_ZONES, validityOf } from './quote-clock.js';
import { dayOf, sameItems } from './quote-conversion.js';
import { amountsOf, quoteLinesOf } from './quote-lines.js';
import { quoteMessages } from './quote-messages.js';
import type { QuoteDocument } from './quote-pdf.js';
import { quoteSettingsOf } from './quote-settings.js';
import type { QuoteRow, QuotesRepository } from './quotes.repository.js';
import type {
  ConvertedQuote,
  Quote,
  QuoteBuyer,
  QuoteItem,
  QuotePage,
  QuoteStatus,
  QuoteSummary,
} from '@store/contracts/wire/quotes';

export interface QuotesDependencies {
  pricing: PricingService;
  pricingSettings(tenant: Tenant): PricingSettings;
  config(tenant: Tenant): Promise<ShopConfig>;
  profileOf(tenant: Tenant, userId: number): Promise<AccountUser | null>;
  now?: () => Date;
}

const DEFAULT_PAGE_SIZE = 10;

/**
 * Quote calls may send `generic` cut down to printing_types (spec section 4): the engine reads
 * only ids, quantities, technique and customisation, and the saved copy takes every display field
 * from the catalogue, so what is missing only names a product in a refusal.
 */
function asCartItems(items: QuoteItem[]): CartItem[] {
  return items.map((item) => {
    const generic: CartItem['generic'] = {
      id: 1,
      external_id: '',
      name: 'del carrito',
      description: '',
      printing_types: [],
      customization_under_minimum_extra_cost: 0,
      featured_img: null,
      ...item.generic,
    };
    return { ...item, generic } as CartItem;
  });
}

const totalOf = <Entry>(entries: Entry[]) => entries[entries.length - 1];

/** What CompleteOrder needs to price an order at a quote's locked prices (minor units). */
export type LockedQuote =
  { orderId: number } | { orderId: null; quoteId: number; number: number; entries: MinorEntry[] };

const buyerOf = (user: AccountUser): QuoteBuyer => ({
  fullName: user.fullName,
  email: user.email,
  company: user.company,
});

/**
 * Quotes (issue 12): a buyer's cart priced by the server, numbered per tenant, valid until the
 * end of a day in the tenant's time zone, with the tenant's terms. Every read is scoped by the
 * caller's tenant and user: another buyer's quote is not found.
 */
export function createQuotesService(repository: QuotesRepository, deps: QuotesDependencies) {
  const now = deps.now ?? (() => new Date());

  async function assertEnabled(tenant: Tenant) {
    if (!(await deps.config(tenant)).quotation)
      throw AppError.notFound(quoteMessages(tenant.environment).disabled);
  }

  /** Prices the items and builds what a quote keeps; 422 when the cart cannot be bought. */
  async function priced(tenant: Tenant, owner: string, items: QuoteItem[]) {
    if (!items.length) throw AppError.unprocessable(quoteMessages(tenant.environment).emptyCart);
    const cartItems = asCartItems(items);
    const { entries, minor, inputs } = await deps.pricing.price(tenant, cartItems, owner);
    const decimals = deps.pricingSettings(tenant).roundPrice;
    const normalised = normaliseItems(cartItems, inputs, entries);
    const settings = quoteSettingsOf(tenant);
    const validity = validityOf(now(), settings.validityDays, TIME_ZONES[tenant.environment]);
    return { items: normalised, entries, minor, decimals, terms: settings.terms, ...validity };
  }

  const statusOf = (row: QuoteRow): QuoteStatus =>
    row.converted_order_id !== null
      ? 'convertida'
      : isExpired(row.expires_at, now())
        ? 'vencida'
        : 'vigente';

  async function ownRow(tenant: Tenant, userId: number, id: string): Promise<QuoteRow> {
    await assertEnabled(tenant);
    const row = await repository.findByPublicId(tenant.id, userId, id);
    if (!row) throw AppError.notFound(quoteMessages(tenant.environment).notFound);
    return row;
  }

  /** A quote an order may still come from: not converted and not expired (422 in Spanish). */
  function assertConvertible(tenant: Tenant, row: QuoteRow) {
    if (row.converted_order_id === null && isExpired(row.expires_at, now()))
      throw AppError.unprocessable(
        quoteMessages(tenant.environment).expired(Number(row.number), dayOf(row.valid_until)),
      );
  }

  function toQuote(tenant: Tenant, row: QuoteRow): Quote {
    const items = JSON.parse(row.items_json) as CartItem[];
    const decimals = deps.pricingSettings(tenant).roundPrice;
    // Kept as the API answered them (the checkout shows them): back in minor units here.
    const entries = minorOfEntries(JSON.parse(row.prices_json) as PriceEntry[], decimals);
    const total = totalOf(entries);
    if (!total) throw new Error(`quote ${row.public_id} has no total`);
    return {
      id: row.public_id,
      number: Number(row.number),
      createdAt: row.created_at,
      validUntil: row.valid_until,
      expiresAt: row.expires_at,
      status: statusOf(row),
      orderId: row.converted_order_id === null ? null : Number(row.converted_order_id),
      buyer: JSON.parse(row.buyer_json) as QuoteBuyer,
      terms: row.terms,
      lines: quoteLinesOf(items, entries, decimals),
      totals: amountsOf(total.value, decimals),
      items,
    };
  }

  /** A quote of any buyer of the store, for staff (404 for another store's). */
  async function storeRow(tenant: Tenant, id: string): Promise<QuoteRow> {
    const row = await repository.findInTenant(tenant.id, id);
    if (!row) throw AppError.notFound(quoteMessages(tenant.environment).notFound);
    return row;
  }

  function staffRowOf(tenant: Tenant, row: QuoteRow): AdminQuoteRow {
    const buyer = JSON.parse(row.buyer_json) as QuoteBuyer;
    return {
      id: row.public_id,
      number: Number(row.number),
      createdAt: row.created_at,
      validUntil: row.valid_until,
      status: statusOf(row),
      orderId: row.converted_order_id === null ? null : Number(row.converted_order_id),
      buyerId: Number(row.user_id),
      buyer: buyer.fullName,
      email: buyer.email,
      company: buyer.company,
      currency: tenant.environment === 'CL' ? 'CLP' : 'ARS',
      total: fromMinor(Number(row.total_minor), deps.pricingSettings(tenant).roundPrice),
    };
  }

  function staffQuoteOf(tenant: Tenant, row: QuoteRow): AdminQuote {
    const quote = toQuote(tenant, row);
    const today = localDate(now(), TIME_ZONES[tenant.environment]);
    return {
      ...staffRowOf(tenant, row),
      version: Number(row.version),
      today,
      latestValidUntil: addDays(today, MAX_QUOTE_VALIDITY_DAYS),
      terms: quote.terms,
      lines: quote.lines,
      totals: quote.totals,
    };
  }

  async function ownQuote(tenant: Tenant, userId: number, id: string): Promise<Quote> {
    return toQuote(tenant, await ownRow(tenant, userId, id));
  }

  return {
    /** The back office's quotes (issue 32): every buyer's of the store, newest first. */
    async staffList(
      tenant: Tenant,
      filter: {
        q?: string | undefined;
        status?: 'open' | 'expired' | 'converted' | undefined;
        buyer?: number | undefined;
        page: number;
        pageSize: number;
      },
    ): Promise<AdminQuotePage> {
      const { rows, totalCount } = await repository.staffPage(tenant.id, {
        ...filter,
        now: now().toISOString(),
        offset: (filter.page - 1) * filter.pageSize,
        limit: filter.pageSize,
      });
      return {
        items: rows.map((row) => staffRowOf(tenant, row)),
        totalCount,
        page: filter.page,
        pageSize: filter.pageSize,
      };
    },

    staffQuote: async (tenant: Tenant, id: string) =>
      staffQuoteOf(tenant, await storeRow(tenant, id)),

    /**
     * A quote staff convert for its buyer: whose it is, its state, version and items (404 for
     * another store's); the order itself is CompleteOrder's, with the buyer's id.
     */
    async staffSource(tenant: Tenant, id: string) {
      const row = await storeRow(tenant, id);
      return {
        userId: Number(row.user_id),
        number: Number(row.number),
        version: Number(row.version),
        status: statusOf(row),
        validUntil: row.valid_until,
        orderId: row.converted_order_id === null ? null : Number(row.converted_order_id),
        items: JSON.parse(row.items_json) as CartItem[],
        totalMinor: Number(row.total_minor),
      };
    },

    /** The quote as its buyer reads it (the e-mail and PDF staff send again). */
    storeQuote: async (tenant: Tenant, id: string) => toQuote(tenant, await storeRow(tenant, id)),

    /**
     * Staff give a quote a new last day (`@store/contracts/sales-rules`: later than its own, from
     * today up to MAX_QUOTE_VALIDITY_DAYS ahead, in the store's zone); it expires when the day
     * after starts there. Prices stay the quote's. `onWrite` records the audit entry in the same
     * transaction. A converted quote: 422; a stale `version`: 409 with what it holds now.
     */
    async extend(
      tenant: Tenant,
      id: string,
      change: { version: number; validUntil: string },
      onWrite: (trx: Kysely<Database>, before: unknown, after: unknown) => Promise<unknown>,
    ): Promise<AdminQuote> {
      const row = await storeRow(tenant, id);
      if (row.converted_order_id !== null)
        throw AppError.unprocessable(
          `La cotización N.º ${row.number} ya se convirtió en un pedido: su validez no cambia.`,
        );
      const zone = TIME_ZONES[tenant.environment];
      const problem = quoteExtensionProblem({
        validUntil: change.validUntil,
        current: row.valid_until,
        today: localDate(now(), zone),
      });
      if (problem && Number(row.version) === change.version)
        throw AppError.badRequest(problem, 'validUntil');
      const expiresAt = startOfDay(addDays(change.validUntil, 1), zone).toISOString();
      const saved =
        !problem &&
        (await repository.db.transaction().execute(async (trx) => {
          const extended = await repository.extend(trx, tenant.id, Number(row.id), change.version, {
            validUntil: change.validUntil,
            expiresAt,
            at: nowIso(),
          });
          if (extended)
            await onWrite(
              trx,
              { validUntil: row.valid_until, version: Number(row.version) },
              { validUntil: change.validUntil, version: Number(row.version) + 1 },
            );
          return extended;
        }));
      if (!saved) {
        const current = await storeRow(tenant, id);
        throw AppError.conflict(
          `Otra persona cambió la cotización N.º ${current.number} mientras se editaba y no se guardó nada. ` +
            `Ahora vale hasta el ${dayOf(current.valid_until)}` +
            (current.converted_order_id !== null ? ' y ya se convirtió en un pedido.' : '.') +
            ' Hay que recargar para ver los datos actuales.',
        );
      }
      return staffQuoteOf(tenant, await storeRow(tenant, id));
    },

    /** The back office's dashboard: the store's open quotes that expire within `days`. */
    expiringWithin(tenantId: number, days: number): Promise<number> {
      const from = now();
      const until = new Date(from.getTime() + days * 86_400_000);
      return repository.expiringBetween(tenantId, from.toISOString(), until.toISOString());
    },

    /**
     * `Orders/GenerateQuote`: a saved quote of the buyer's cart. The same Idempotency-Key of the
     * same buyer answers the quote it made first (a double click makes one quote).
     */
    async generate(
      tenant: Tenant,
      userId: number,
      items: QuoteItem[],
      idempotencyKey: string | null,
    ): Promise<Quote> {
      await assertEnabled(tenant);
      if (idempotencyKey) {
        const existing = await repository.findByKey(tenant.id, userId, idempotencyKey);
        if (existing) return toQuote(tenant, existing);
      }
      const user = await deps.profileOf(tenant, userId);
      if (!user) throw AppError.unauthorized(quoteMessages(tenant.environment).noAccount);
      const quote = await priced(tenant, userSubject(userId), items);
      const total = totalOf(quote.minor);
      const at = nowIso();
      const row = await repository.insertNumbered({
        public_id: randomUUID(),
        tenant_id: tenant.id,
        user_id: userId,
        idempotency_key: idempotencyKey,
        items_json: JSON.stringify(quote.items),
        prices_json: JSON.stringify(quote.entries),
        buyer_json: JSON.stringify(buyerOf(user)),
        terms: quote.terms,
        total_minor: total?.value.total ?? 0,
        valid_until: quote.validUntil,
        expires_at: quote.expiresAt,
        created_at: at,
        updated_at: at,
      });
      const saved = row ?? (await repository.findByKey(tenant.id, userId, idempotencyKey ?? ''));
      if (!saved) throw new Error('a quote under a used Idempotency-Key vanished');
      return toQuote(tenant, saved);
    },

    /**
     * `Orders/CreateUnsavedQuote`: the document of a cart without keeping it (guests too). The
     * caller's token subject owns the uploads its designs may name.
     */
    async unsaved(
      tenant: Tenant,
      caller: { subject: string; userId: number | null },
      items: QuoteItem[],
      typed: { fullName?: string | undefined; company?: string | undefined } | undefined,
    ): Promise<QuoteDocument> {
      await assertEnabled(tenant);
      const { userId } = caller;
      const user = userId === null ? null : await deps.profileOf(tenant, userId);
      const quote = await priced(tenant, caller.subject, items);
      const total = totalOf(quote.minor);
      if (!total) throw new Error('the pricing engine answered no total');
      const buyer: QuoteBuyer | null = user
        ? buyerOf(user)
        : typed?.fullName?.trim() || typed?.company?.trim()
          ? {
              fullName: typed.fullName?.trim() ?? '',
              email: null,
              company: typed.company?.trim() || null,
            }
          : null;
      return {
        number: null,
        createdAt: nowIso(),
        validUntil: quote.validUntil,
        buyer,
        terms: quote.terms,
        lines: quoteLinesOf(quote.items, quote.minor, quote.decimals),
        totals: amountsOf(total.value, quote.decimals),
      };
    },

    get: ownQuote,

    /**
     * `Orders/ConvertQuoteToOrder`: the quote's cart items, for the checkout in direct mode, while
     * it is valid; a converted quote answers its order instead.
     */
    async convert(tenant: Tenant, userId: number, id: string): Promise<ConvertedQuote> {
      const row = await ownRow(tenant, userId, id);
      assertConvertible(tenant, row);
      const orderId = row.converted_order_id === null ? null : Number(row.converted_order_id);
      return {
        quoteId: row.public_id,
        number: Number(row.number),
        orderId,
        items: orderId === null ? (JSON.parse(row.items_json) as CartItem[]) : [],
        prices: orderId === null ? (JSON.parse(row.prices_json) as PriceEntry[]) : [],
      };
    },

    /**
     * CompleteOrder with a quoteId: the quote's stored prices, when the items sent are the
     * quote's; a converted quote answers its order.
     */
    async lockedFor(
      tenant: Tenant,
      userId: number,
      id: string,
      items: CartItem[],
    ): Promise<LockedQuote> {
      const row = await ownRow(tenant, userId, id);
      assertConvertible(tenant, row);
      if (row.converted_order_id !== null) return { orderId: Number(row.converted_order_id) };
      if (!sameItems(JSON.parse(row.items_json) as CartItem[], items))
        throw AppError.unprocessable(
          quoteMessages(tenant.environment).itemsChanged(Number(row.number)),
        );
      return {
        orderId: null,
        quoteId: Number(row.id),
        number: Number(row.number),
        entries: minorOfEntries(
          JSON.parse(row.prices_json) as PriceEntry[],
          deps.pricingSettings(tenant).roundPrice,
        ),
      };
    },

    markConverted: (trx: Kysely<Database>, tenantId: number, quoteId: number, orderId: number) =>
      repository.markConverted(trx, tenantId, quoteId, orderId),

    /** `Orders/GetQuotes`: the buyer's own quotes, newest first. */
    async list(
      tenant: Tenant,
      userId: number,
      page = 1,
      pageSize = DEFAULT_PAGE_SIZE,
    ): Promise<QuotePage> {
      await assertEnabled(tenant);
      const [rows, totalCount] = await Promise.all([
        repository.page(tenant.id, userId, (page - 1) * pageSize, pageSize),
        repository.count(tenant.id, userId),
      ]);
      const decimals = deps.pricingSettings(tenant).roundPrice;
      const items = rows.map((row): QuoteSummary => ({
        id: row.public_id,
        number: Number(row.number),
        createdAt: row.created_at,
        validUntil: row.valid_until,
        expiresAt: row.expires_at,
        status: statusOf(row),
        orderId: row.converted_order_id === null ? null : Number(row.converted_order_id),
        lineCount: (JSON.parse(row.items_json) as unknown[]).length,
        total: fromMinor(Number(row.total_minor), decimals),
      }));
      return { items, totalCount, page, pageSize };
    },

    document: (quote: Quote): QuoteDocument => ({
      number: quote.number,
      createdAt: quote.createdAt,
      validUntil: quote.validUntil,
      buyer: quote.buyer,
      terms: quote.terms,
      lines: quote.lines,
      totals: quote.totals,
    }),

    async forgetUser(tenantId: number, userId: number): Promise<void> {
      await repository.deleteOfUser(tenantId, userId);
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
