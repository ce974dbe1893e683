import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { sendPdf } from '../../http/pdf-reply.js';
import {
  AdminInvoicingSchema,
  InvoiceCorrectionsSchema,
  SaveInvoicingBodySchema,
  StaffInvoicesSchema,
} from '../invoices/index.js';
import { InvalidSettings, type StaffInvoice } from '../invoices/index.js';
import type { Tenant } from '../tenants/index.js';
import type { Actor } from './staff-audit.js';
import { staffOf } from './staff-context.js';
import { IdParamsSchema, NoQuerySchema } from '@store/contracts/wire/staff';

const NO_BODY = { type: 'object', additionalProperties: false, maxProperties: 0 } as const;

/**
 * The back office's invoices (issue 33): an order's documents with the agency's messages, issue
 * now, correct and retry, the PDF; and the store's invoicing settings and credentials (owner).
 * The invoices module does the work (`app.invoices`); these routes check the role and write the
 * audit log.
 */
export function registerAdminInvoiceRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };
  const invoicingView = async (tenant: Tenant) => ({
    country: tenant.environment === 'CL' ? ('CL' as const) : ('AR' as const),
    settings: await app.invoices.settingsOf(tenant.id),
    credentials: await app.invoices.credentialsOf(tenant.id),
  });

  /** An order's invoice action in the audit log, with what became of its documents. */
  const audit = (
    tenant: Tenant,
    actor: Actor,
    action: string,
    id: number,
    before: unknown,
    after: unknown,
  ) => app.staffAudit.record(app.db, tenant.id, actor, action, `order:${id}`, before, after);
  const outcome = (documents: StaffInvoice[]) =>
    documents.map(({ name, status }) => ({ name, status }));

  routes.get(
    '/api/admin/orders/:id/invoices',
    { config, schema: { params: IdParamsSchema, response: responsesOf(StaffInvoicesSchema) } },
    async (request) => {
      staffOf(request, 'invoices.read');
      return ok(await app.invoices.forOrder(request.tenant, request.params.id));
    },
  );
  routes.post(
    '/api/admin/orders/:id/invoices/issue',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: NO_BODY,
        response: responsesOf(StaffInvoicesSchema),
      },
    },
    async (request) => {
      const { actor } = staffOf(request, 'invoices.issue');
      const { id } = request.params;
      const documents = await app.invoices.issueNow(request.tenant, id);
      await audit(request.tenant, actor, 'invoice.issue-requested', id, null, {
        documents: outcome(documents),
      });
      return ok(documents);
    },
  );
  routes.post(
    '/api/admin/orders/:id/invoices/retry',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: InvoiceCorrectionsSchema,
        response: responsesOf(StaffInvoicesSchema),
      },
    },
    async (request) => {
      const { actor } = staffOf(request, 'invoices.issue');
      const { id } = request.params;
      const before = (await app.invoices.forOrder(request.tenant, id)).find(
        (doc) => doc.status !== 'issued',
      );
      const documents = await app.invoices.retry(request.tenant, id, request.body);
      await audit(request.tenant, actor, 'invoice.retried', id, before?.buyer ?? null, {
        corrections: request.body,
        documents: outcome(documents),
      });
      return ok(documents);
    },
  );
  routes.get(
    '/api/admin/invoices/:id/pdf',
    { config, schema: { params: IdParamsSchema, querystring: NoQuerySchema } },
    async (request, reply) => {
      staffOf(request, 'invoices.read');
      const { pdf, name } = await app.invoices.pdf(request.tenant, request.params.id);
      return sendPdf(reply, pdf, name);
    },
  );

  routes.get(
    '/api/admin/settings/invoicing',
    { config, schema: { querystring: NoQuerySchema, response: responsesOf(AdminInvoicingSchema) } },
    async (request) => {
      staffOf(request, 'invoicing.configure');
      return ok(await invoicingView(request.tenant));
    },
  );
  routes.put(
    '/api/admin/settings/invoicing',
    {
      config,
      schema: { body: SaveInvoicingBodySchema, response: responsesOf(AdminInvoicingSchema) },
    },
    async (request) => {
      const { actor } = staffOf(request, 'invoicing.configure');
      const { tenant } = request;
      const { settings, ...secrets } = request.body;
      const before = await app.invoices.settingsOf(tenant.id);
      try {
        await app.invoices.saveSettings(tenant, settings, secrets);
      } catch (error) {
        if (!(error instanceof InvalidSettings)) throw error;
        throw new AppError(422, `No se guardó nada. ${error.problems.join(' ')}`, {
          field: /^([\w-]+):/.exec(error.problems[0] ?? '')?.[1],
          details: error.problems.join('\n'),
        });
      }
      const view = await invoicingView(tenant);
      // The audit keeps which credentials changed, never their values.
      await app.staffAudit.record(
        app.db,
        tenant.id,
        actor,
        'invoicing.settings',
        'invoicing',
        before,
        {
          ...view.settings,
          credentialsChanged: Object.keys(secrets).filter(
            (name) => secrets[name as keyof typeof secrets],
          ),
        },
      );
      return ok(view);
    },
  );
}
