import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authOf, userOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { keyedRateLimit } from '../../http/keyed-rate-limit.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { recipientsOf, sendQuoteMail } from './quote-mail.js';
import { quoteMessages } from './quote-messages.js';
import { pdfBrandReader } from './quote-pictures.js';
import { quotePdf, quotePdfBuffer, type QuoteDocument } from './quote-pdf.js';
import { createQuotesRepository } from './quotes.repository.js';
import {
  ConvertedQuoteSchema,
  ConvertQuoteRequestSchema,
  GenerateQuoteRequestSchema,
  QuoteIdQuerySchema,
  QuotePageSchema,
  QuoteSchema,
  QuotesPageQuerySchema,
  type Quote,
  SendQuoteRequestSchema,
  SendQuoteResultSchema,
  UnsavedQuoteRequestSchema,
} from '@store/contracts/wire/quotes';
import { IdempotencyHeadersSchema, QUOTE_MAIL_LIMITS } from './quotes.schemas.js';
import { createQuotesService, type QuotesService } from './quotes.service.js';
import type { Tenant } from '../tenants/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Buyers' quotes; `forgetUser` deletes them with the account. */
    quotes: QuotesService;
    /** The quote's branded e-mail with its PDF, one per address, through the mail outbox. */
    mailQuote: (tenant: Tenant, quote: Quote, to: string[]) => Promise<void>;
  }
}

const path = (name: string) => `/api/services/app/Orders/${name}`;
const PDF_ERRORS = responsesOf(QuoteSchema);

export const quotesRoutes = fp(
  async (app) => {
    const repository = createQuotesRepository(app.db);
    app.designHolders.add('quotes', repository.designHoldersAfter);
    app.decorate(
      'quotes',
      createQuotesService(repository, {
        pricing: app.pricing,
        pricingSettings: (tenant) => app.tenants.pricingSettings(tenant),
        config: (tenant) => app.tenants.getConfig(tenant),
        profileOf: (tenant, userId) => app.accounts.profileOf(tenant, userId),
      }),
    );

    const brandOf = pdfBrandReader(app);
    app.decorate('mailQuote', async (tenant: Tenant, quote: Quote, to: string[]) => {
      const brand = await brandOf(tenant);
      await sendQuoteMail({
        mail: app.mail,
        tenant,
        config: brand.config,
        publicUrl: app.config.publicUrl,
        quote,
        pdf: await quotePdfBuffer(app.quotes.document(quote), brand),
        to,
      });
    });

    async function sendQuotePdf(
      request: FastifyRequest,
      reply: FastifyReply,
      document: QuoteDocument,
    ) {
      const file =
        document.number === null ? 'cotizacion.pdf' : `cotizacion-${document.number}.pdf`;
      return sendPdf(reply, quotePdf(document, await brandOf(request.tenant)), file);
    }

    const routes = app.withTypeProvider<TypeBoxTypeProvider>();
    const userRoute = { config: { auth: 'user' as const } };

    routes.post(
      path('GenerateQuote'),
      {
        ...userRoute,
        schema: {
          headers: IdempotencyHeadersSchema,
          body: GenerateQuoteRequestSchema,
          response: responsesOf(QuoteSchema),
        },
      },
      async (request) =>
        ok(
          await app.quotes.generate(
            request.tenant,
            userOf(request).userId,
            request.body.items,
            request.headers['idempotency-key'] ?? null,
          ),
        ),
    );

    // A guest may ask too (spec: "the document without saving it"); nothing is stored. Each
    // answer prices a cart and draws a PDF, so one client gets a few a minute.
    routes.post(
      path('CreateUnsavedQuote'),
      {
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: { body: UnsavedQuoteRequestSchema, response: PDF_ERRORS },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const document = await app.quotes.unsaved(
          request.tenant,
          { subject: auth.subject, userId: auth.role === 'user' ? auth.userId : null },
          request.body.items,
          request.body.buyer,
        );
        return sendQuotePdf(request, reply, document);
      },
    );

    routes.get(
      path('GetQuotes'),
      {
        ...userRoute,
        schema: { querystring: QuotesPageQuerySchema, response: responsesOf(QuotePageSchema) },
      },
      async (request) =>
        ok(
          await app.quotes.list(
            request.tenant,
            userOf(request).userId,
            request.query.Page,
            request.query.PageSize,
          ),
        ),
    );

    routes.get(
      path('GetQuoteById'),
      {
        ...userRoute,
        schema: { querystring: QuoteIdQuerySchema, response: responsesOf(QuoteSchema) },
      },
      async (request) =>
        ok(await app.quotes.get(request.tenant, userOf(request).userId, request.query.Id)),
    );

    routes.post(
      path('ConvertQuoteToOrder'),
      {
        ...userRoute,
        schema: { body: ConvertQuoteRequestSchema, response: responsesOf(ConvertedQuoteSchema) },
      },
      async (request) =>
        ok(await app.quotes.convert(request.tenant, userOf(request).userId, request.body.id)),
    );

    routes.get(
      path('GetQuotePdf'),
      { ...userRoute, schema: { querystring: QuoteIdQuerySchema, response: PDF_ERRORS } },
      async (request, reply) => {
        const quote = await app.quotes.get(
          request.tenant,
          userOf(request).userId,
          request.query.Id,
        );
        return sendQuotePdf(request, reply, app.quotes.document(quote));
      },
    );

    // Mail to addresses a buyer types: limited per address, buyer and store (QUOTE_MAIL_LIMITS).
    const refusalOf = (key: 'buyerSentTooMany' | 'storeSentTooMany') => (request: FastifyRequest) =>
      quoteMessages(request.tenant.environment)[key];
    routes.post(
      path('SendEmailQuote'),
      {
        config: { auth: 'user', rateLimit: QUOTE_MAIL_LIMITS.perAddress },
        preHandler: [
          keyedRateLimit(
            app,
            QUOTE_MAIL_LIMITS.perBuyer,
            (request) => `quote-mail|${request.tenant.id}|${userOf(request).userId}`,
            refusalOf('buyerSentTooMany'),
          ),
          keyedRateLimit(
            app,
            QUOTE_MAIL_LIMITS.perStore,
            (request) => `quote-mail|${request.tenant.id}`,
            refusalOf('storeSentTooMany'),
          ),
        ],
        schema: { body: SendQuoteRequestSchema, response: responsesOf(SendQuoteResultSchema) },
      },
      async (request) => {
        const { tenant } = request;
        const quote = await app.quotes.get(tenant, userOf(request).userId, request.body.id);
        const to = recipientsOf(tenant, quote.buyer.email, request.body.emails);
        await app.mailQuote(tenant, quote, to);
        return ok({ sentTo: to });
      },
    );
  },
  {
    name: 'quotes',
    dependencies: ['tenants', 'pricing', 'auth', 'mail', 'catalog', 'cart', 'designs'],
  },
);
