import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { keyedRateLimit } from '../../http/keyed-rate-limit.js';
import {
  AdminQuotePageSchema,
  AdminQuoteSchema,
  QUOTE_MAIL_LIMITS,
  QuoteExtensionBodySchema,
  QuoteParamsSchema,
  QuoteSentSchema,
  QuotesQuerySchema,
  quoteMessages,
} from '../quotes/index.js';
import {
  AdminBuyerPageSchema,
  AdminBuyerSchema,
  BuyerBlockBodySchema,
  BuyerCreditBodySchema,
  BuyersQuerySchema,
} from '@store/contracts/wire/admin-buyers';
import { staffOf } from './staff-context.js';
import { IdParamsSchema, NoQuerySchema } from '@store/contracts/wire/staff';

const QUOTES_PAGE_SIZE = 20;

/**
 * `/api/admin/buyers` and `/api/admin/quotes` (issue 32; owner and sales): the buyers' table and
 * page, block and credit terms (`app.adminBuyers`), and the store's quotes through the quotes
 * module (`app.quotes`), whose validity staff extend and whose e-mail they send again.
 */
export function registerAdminBuyerRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };

  routes.get(
    '/api/admin/buyers',
    {
      config,
      schema: { querystring: BuyersQuerySchema, response: responsesOf(AdminBuyerPageSchema) },
    },
    async (request) => {
      staffOf(request, 'buyers.read');
      const { q, page = 1 } = request.query;
      return ok(await app.adminBuyers.list(request.tenant, { q, page }));
    },
  );
  routes.get(
    '/api/admin/buyers/:id',
    {
      config,
      schema: {
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: responsesOf(AdminBuyerSchema),
      },
    },
    async (request) => {
      staffOf(request, 'buyers.read');
      return ok(await app.adminBuyers.detail(request.tenant, request.params.id));
    },
  );
  routes.post(
    '/api/admin/buyers/:id/block',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: BuyerBlockBodySchema,
        response: responsesOf(AdminBuyerSchema),
      },
    },
    async (request) => {
      const { actor } = staffOf(request, 'buyers.write');
      return ok(
        await app.adminBuyers.setBlocked(request.tenant, actor, request.params.id, request.body),
      );
    },
  );
  routes.put(
    '/api/admin/buyers/:id/credit-terms',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: BuyerCreditBodySchema,
        response: responsesOf(AdminBuyerSchema),
      },
    },
    async (request) => {
      const { actor } = staffOf(request, 'buyers.write');
      const { creditTerms, version } = request.body;
      return ok(
        await app.adminBuyers.setCredit(
          request.tenant,
          actor,
          request.params.id,
          creditTerms,
          version,
        ),
      );
    },
  );

  routes.get(
    '/api/admin/quotes',
    {
      config,
      schema: { querystring: QuotesQuerySchema, response: responsesOf(AdminQuotePageSchema) },
    },
    async (request) => {
      staffOf(request, 'quotes.read');
      const { page = 1, ...filter } = request.query;
      return ok(
        await app.quotes.staffList(request.tenant, {
          ...filter,
          page,
          pageSize: QUOTES_PAGE_SIZE,
        }),
      );
    },
  );
  routes.get(
    '/api/admin/quotes/:id',
    {
      config,
      schema: {
        params: QuoteParamsSchema,
        querystring: NoQuerySchema,
        response: responsesOf(AdminQuoteSchema),
      },
    },
    async (request) => {
      staffOf(request, 'quotes.read');
      return ok(await app.quotes.staffQuote(request.tenant, request.params.id));
    },
  );
  routes.post(
    '/api/admin/quotes/:id/validity',
    {
      config,
      schema: {
        params: QuoteParamsSchema,
        body: QuoteExtensionBodySchema,
        response: responsesOf(AdminQuoteSchema),
      },
    },
    async (request) => {
      const { actor, tenantId } = staffOf(request, 'quotes.write');
      const { id } = request.params;
      return ok(
        await app.quotes.extend(request.tenant, id, request.body, (trx, before, after) =>
          app.staffAudit.record(
            trx,
            tenantId,
            actor,
            'quote.extended',
            `quote:${id}`,
            before,
            after,
          ),
        ),
      );
    },
  );
  // The buyer's own address only, under the store's hourly quote-mail limit (the buyers' too).
  routes.post(
    '/api/admin/quotes/:id/send',
    {
      config,
      preHandler: keyedRateLimit(
        app,
        QUOTE_MAIL_LIMITS.perStore,
        (request) => `quote-mail|${request.tenant.id}`,
        (request) => quoteMessages(request.tenant.environment).storeSentTooMany,
      ),
      schema: {
        params: QuoteParamsSchema,
        body: NoQuerySchema,
        response: responsesOf(QuoteSentSchema),
      },
    },
    async (request) => {
      const { actor, tenantId } = staffOf(request, 'quotes.write');
      const { id } = request.params;
      const quote = await app.quotes.storeQuote(request.tenant, id);
      const to = quote.buyer.email;
      if (!to)
        throw AppError.unprocessable(
          `La cotización N.º ${quote.number} no tiene el e-mail del comprador: no se puede enviar.`,
        );
      await app.mailQuote(request.tenant, quote, [to]);
      await app.staffAudit.record(app.db, tenantId, actor, 'quote.sent', `quote:${id}`, null, {
        number: quote.number,
        sentTo: [to],
      });
      return ok({ sentTo: [to] });
    },
  );
}
