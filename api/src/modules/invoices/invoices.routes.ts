import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { userOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { pdfBrandReader } from '../quotes/index.js';
import { startInvoiceDoubles, type InvoiceDoubles } from './doubles/invoice-doubles.js';
import { createInvoiceMail } from './invoice-mail.js';
import { readInvoiceDoublesUrl } from './invoices.config.js';
import { createIssuers } from './issuers.js';
import { createInvoicesRepository } from './invoices.repository.js';
import {
  InvoicePdfQuerySchema,
  OrderInvoicesQuerySchema,
  OrderTaxDocumentsSchema,
} from '@store/contracts/wire/invoices';
import { createInvoicesService, type InvoicesService } from './invoices.service.js';
import { createNamedLocks } from './named-locks.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Electronic invoices and credit notes (README): the service the back office calls. */
    invoices: InvoicesService;
    /** The tax doubles this process serves (null when INVOICE_DOUBLES_URL names others). */
    invoiceDoubles: InvoiceDoubles | null;
  }
}

const ROUND_MS = 5_000;
const ROUND_LEASE_MS = 120_000;
const TAX_SERVICE_TIMEOUT_MS = 15_000;
const path = (name: string) => `/api/services/app/Orders/${name}`;

/** The doubles' state file: one per data folder, so a restarted store finds ARCA's numbers. */
export const invoiceDoublesFile = (dataDir: string) => join(dataDir, 'invoice-doubles.sqlite');

export const invoicesRoutes = fp(
  async (app) => {
    const external = readInvoiceDoublesUrl();
    const doubles = external
      ? null
      : await startInvoiceDoubles({ stateFile: invoiceDoublesFile(app.config.dataDir) });
    app.decorate('invoiceDoubles', doubles);
    const repository = createInvoicesRepository(app.db);
    const lock = createNamedLocks(app.jobs);
    // The issuers record a number recovered for another invoice through the service.
    let service: InvoicesService | null = null;
    const issuers = createIssuers({
      db: app.db,
      lock,
      secrets: app.tenantSecrets,
      doublesUrl: () => external ?? doubles?.url ?? null,
      recordRecovered: (id, outcome) => service!.recordRecovered(id, outcome),
      timeoutMs: TAX_SERVICE_TIMEOUT_MS,
    });
    service = createInvoicesService({
      db: app.db,
      repository,
      tenants: app.tenants,
      orders: app.orders,
      addresses: app.addressBook,
      issuers,
      secrets: app.tenantSecrets,
      brandOf: pdfBrandReader(app),
      mailIssued: createInvoiceMail({
        mail: app.mail,
        tenants: app.tenants,
        publicUrl: app.config.publicUrl,
      }),
      holder: app.jobs.holder,
      log: app.log,
    });
    app.decorate('invoices', service);

    // A paid order's invoice and a cancelled one's credit note are queued in the transaction
    // that moved it; this instance then tries at once, the rounds after that.
    let kick: NodeJS.Timeout | null = null;
    const soon = () => {
      kick ??= setTimeout(() => {
        kick = null;
        void service
          .issueDue()
          .catch((error: unknown) => app.log.error({ err: error }, 'invoice round failed'));
      }, 50);
      kick.unref();
    };
    app.orders.onMoved(async (executor, tenantId, orderId, to) => {
      if (to === 'paid') await service.onPaid(executor, tenantId, orderId);
      else await service.onCancelled(executor, tenantId, orderId);
      soon();
    });
    const timer = setInterval(
      () => void app.jobs.runExclusive('invoices', ROUND_LEASE_MS, () => service.issueDue()),
      ROUND_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      if (kick) clearTimeout(kick);
      await service.idle();
      await doubles?.close();
    });

    const routes = app.withTypeProvider<TypeBoxTypeProvider>();
    routes.get(
      path('GetOrderInvoices'),
      {
        config: { auth: 'user' },
        schema: {
          querystring: OrderInvoicesQuerySchema,
          response: responsesOf(OrderTaxDocumentsSchema),
        },
      },
      async (request) =>
        ok(await service.ownInvoices(request.tenant, userOf(request).userId, request.query.Id)),
    );
    routes.get(
      path('GetInvoicePdf'),
      {
        config: { auth: 'user' },
        schema: {
          querystring: InvoicePdfQuerySchema,
          response: responsesOf(OrderTaxDocumentsSchema),
        },
      },
      async (request, reply) => {
        const { pdf, name } = await service.ownPdf(
          request.tenant,
          userOf(request).userId,
          request.query.Id,
          request.query.Kind ?? 'invoice',
        );
        return sendPdf(reply, pdf, name);
      },
    );
  },
  { name: 'invoices', dependencies: ['orders', 'mail', 'jobs', 'tenants'] },
);
