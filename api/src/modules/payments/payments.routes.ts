import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { formatNumber } from '@store/contracts/money-format';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { userOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { fromMinor } from '../pricing/index.js';
import type { Tenant } from '../tenants/index.js';
import type { CardProvider } from './card-provider.js';
import {
  PaymentMethodsSchema,
  PaymentStatusQuerySchema,
  PaymentStatusSchema,
  UpdateOrderPaymentRequestSchema,
  UpdateOrderPaymentResultSchema,
  WebhookQuerySchema,
} from '@store/contracts/wire/payments';
import { createPaymentsRepository, createSandboxRepository } from './payments.repository.js';
import { createPaymentsService, type PaymentsService } from './payments.service.js';
import { PAYMENT_MESSAGES } from './payments-messages.js';
import { mercadoPagoProvider } from './mercadopago-provider.js';
import { sandboxPage } from './sandbox-page.js';
import { checkPageToken, decideOnPage, sandboxProvider } from './sandbox-provider.js';
import {
  signWebhook,
  verifyWebhook,
  WEBHOOK_TOLERANCE_MS,
  webhookTime,
} from './webhook-signature.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService & {
      providerFor(tenant: Tenant, name?: string): Promise<CardProvider | null>;
      cardMode(tenant: Tenant): Promise<CardMode>;
      setSandbox(tenantId: number, on: boolean): Promise<void>;
    };
  }
}

/** How a tenant takes cards: its Mercado Pago account, the demo sandbox, or not at all. */
export type CardMode = 'mercadopago' | 'sandbox' | 'none';

const path = (name: string) => `/api/services/app/Orders/${name}`;
/** Pending card orders older than this are asked about at the provider. */
export const RECONCILE_AFTER_MS = 30 * 60_000;
const RECONCILE_EVERY_MS = 5 * 60_000;

export const paymentsRoutes = fp(
  async (app) => {
    const repository = createPaymentsRepository(app.db);
    const sandboxPayments = createSandboxRepository(app.db);
    async function modeOf(tenant: Tenant) {
      const credentials = await app.tenantSecrets.mercadoPago(tenant.id);
      const mode: CardMode = credentials
        ? 'mercadopago'
        : (await repository.sandboxOn(tenant.id))
          ? 'sandbox'
          : 'none';
      return { mode, credentials };
    }
    const cardMode = async (tenant: Tenant) => (await modeOf(tenant)).mode;
    /**
     * The tenant's card provider by name (a checkout, a webhook's path), or the one it uses now:
     * Mercado Pago with its credentials; the sandbox only for a tenant marked demo and without
     * credentials (so a sandbox checkout opened before the credentials pays nothing); else null.
     */
    async function providerFor(tenant: Tenant, name?: string): Promise<CardProvider | null> {
      const { mode, credentials } = await modeOf(tenant);
      if (name !== undefined && name !== mode) return null;
      if (credentials) return mercadoPagoProvider(credentials);
      if (mode === 'sandbox')
        return sandboxProvider(app.db, {
          tenantId: tenant.id,
          secretsKey: app.config.tenantSecretsKey,
          publicUrl: app.config.publicUrl,
        });
      return null;
    }
    const setSandbox = (tenantId: number, on: boolean) => repository.setSandbox(tenantId, on);
    const service = createPaymentsService({
      db: app.db,
      orders: app.orders,
      tenants: app.tenants,
      publicUrl: app.config.publicUrl,
      log: app.log,
      providerFor,
    });
    app.decorate('payments', { ...service, providerFor, cardMode, setSandbox });
    // The sandbox's hosted page posts a plain HTML form.
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 10_000 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
    const routes = app.withTypeProvider<TypeBoxTypeProvider>();

    routes.get(
      path('GetPaymentMethods'),
      { config: { auth: 'public' }, schema: { response: responsesOf(PaymentMethodsSchema) } },
      async (request) => ok(app.payments.methods(await cardMode(request.tenant))),
    );

    routes.post(
      path('UpdateOrderPayment'),
      {
        config: { auth: 'user' },
        schema: {
          body: UpdateOrderPaymentRequestSchema,
          response: responsesOf(UpdateOrderPaymentResultSchema),
        },
      },
      async (request) => {
        const { userId } = userOf(request);
        const header = request.headers['idempotency-key'];
        const key = typeof header === 'string' ? header : undefined;
        const answer = await app.idempotent(
          { tenantId: request.tenant.id, userId, name: 'UpdateOrderPayment', key },
          request.body,
          () => app.payments.update(request.tenant, userId, request.body, key!),
        );
        return ok(answer.body);
      },
    );

    routes.get(
      path('GetOrderPaymentStatus'),
      {
        config: { auth: 'user' },
        schema: {
          querystring: PaymentStatusQuerySchema,
          response: responsesOf(PaymentStatusSchema),
        },
      },
      async (request) =>
        ok(
          await app.payments.status(
            request.tenant,
            userOf(request).userId,
            request.query.Id,
            request.query.paymentId,
          ),
        ),
    );

    // Mercado Pago's notifications (and the sandbox's, in the same format). The tenant in the path
    // only picks the secret: the signature is the authority, and the payment is always re-fetched.
    routes.post(
      '/api/payments/webhook/:tenant/:provider',
      {
        config: { auth: 'public', tenant: false },
        schema: {
          params: Type.Object({
            tenant: Type.String({ maxLength: 60 }),
            provider: Type.String({ maxLength: 20 }),
          }),
          querystring: WebhookQuerySchema,
          response: responsesOf(Type.Object({ outcome: Type.String() })),
        },
      },
      async (request) => {
        const tenant = await app.tenants.getByName(request.params.tenant);
        if (!tenant) throw AppError.notFound();
        const query = request.query;
        const body = (request.body ?? {}) as {
          type?: string;
          topic?: string;
          data?: { id?: unknown };
        };
        const kind = query.type ?? query.topic ?? body.type ?? body.topic;
        const id =
          query['data.id'] ??
          query.id ??
          (body.data?.id !== undefined ? String(body.data.id) : undefined);
        const provider = await app.payments.providerFor(tenant, request.params.provider);
        // A path naming a provider the tenant does not use now (the sandbox of a store with its
        // own account, or of a store that is not a demo) is refused before anything is read.
        if (!provider) throw AppError.forbidden(PAYMENT_MESSAGES.providerOff);
        const requestId = request.headers['x-request-id'];
        const signature = request.headers['x-signature'];
        if (
          !id ||
          !verifyWebhook(
            provider.webhookSecret,
            id,
            typeof requestId === 'string' ? requestId : undefined,
            typeof signature === 'string' ? signature : undefined,
          )
        )
          throw AppError.unauthorized(PAYMENT_MESSAGES.badSignature);
        // A signed but old notification (a replay, a clock far off): refused, and logged.
        const sentAt = webhookTime(signature as string);
        if (sentAt === null || Math.abs(Date.now() - sentAt) > WEBHOOK_TOLERANCE_MS) {
          request.log.warn(
            { tenant: tenant.name, id, sentAt: sentAt && new Date(sentAt).toISOString() },
            'payment webhook outside the time tolerance refused',
          );
          throw AppError.badRequest(PAYMENT_MESSAGES.staleWebhook);
        }
        if (kind !== 'payment') return ok({ outcome: 'ignored' });
        return ok({ outcome: await app.payments.sync(tenant, provider, id) });
      },
    );

    // The sandbox's hosted page and the buyer's decision on it (`?token=` from the checkout).
    const sandboxRow = (preference: string) => sandboxPayments.byPreference(preference);
    /** Why a page may not decide: the row is gone, its tenant left sandbox mode, or its token. */
    async function refusalOf(
      row: Awaited<ReturnType<typeof sandboxRow>>,
      token: string | undefined,
    ): Promise<AppError | null> {
      const check = checkPageToken(row ?? null, token);
      if (check === 'unknown') return AppError.notFound(PAYMENT_MESSAGES.unknownCheckout);
      const tenant = await app.tenants.getById(Number(row!.tenant_id));
      if (!tenant || !(await providerFor(tenant, 'sandbox')))
        return AppError.forbidden(PAYMENT_MESSAGES.providerOff);
      if (check === 'decided') return AppError.conflict(PAYMENT_MESSAGES.checkoutDecided);
      if (check === 'expired') return new AppError(410, PAYMENT_MESSAGES.checkoutExpired);
      if (check === 'badToken') return AppError.forbidden(PAYMENT_MESSAGES.sandboxToken);
      return null;
    }
    const PageParams = Type.Object({ preference: Type.String({ format: 'uuid' }) });
    const TokenField = Type.Optional(Type.String({ maxLength: 100 }));

    routes.get(
      '/api/payments/sandbox/:preference',
      {
        config: { auth: 'public', tenant: false },
        schema: {
          params: PageParams,
          querystring: Type.Object({ token: TokenField }),
        },
      },
      async (request, reply) => {
        const row = await sandboxRow(request.params.preference);
        const token = request.query.token;
        const refusal = await refusalOf(row, token);
        if (refusal && refusal.statusCode === 404) throw refusal;
        const amount = formatNumber(fromMinor(Number(row!.amount), row!.decimals), row!.decimals);
        const decided =
          row!.status === 'approved'
            ? 'Este pago ya fue aprobado.'
            : row!.status === 'rejected'
              ? 'Este pago ya fue rechazado.'
              : null;
        return reply
          .code(refusal && !decided ? refusal.statusCode : 200)
          .type('text/html; charset=utf-8')
          .send(
            sandboxPage({
              title: row!.title,
              amount: `$ ${amount} ${row!.currency}`,
              action: `/api/payments/sandbox/${row!.preference_id}`,
              token: refusal ? null : token!,
              notice: decided ?? refusal?.message ?? null,
            }),
          );
      },
    );

    routes.post(
      '/api/payments/sandbox/:preference',
      {
        config: { auth: 'public', tenant: false },
        schema: {
          params: PageParams,
          body: Type.Object({
            decision: Type.Union([
              Type.Literal('approved'),
              Type.Literal('rejected'),
              Type.Literal('pending'),
            ]),
            token: TokenField,
          }),
        },
      },
      async (request, reply) => {
        const before = await sandboxRow(request.params.preference);
        const refusal = await refusalOf(before, request.body.token);
        if (refusal) throw refusal;
        const row = await decideOnPage(
          app.db,
          request.params.preference,
          request.body.token!,
          request.body.decision,
        );
        // Another post of the same token won the race: this one decides nothing.
        if (!row || !row.payment_id) throw AppError.conflict(PAYMENT_MESSAGES.checkoutDecided);
        const tenant = (await app.tenants.getById(Number(row.tenant_id)))!;
        // The provider notifies the store like Mercado Pago does: a signed POST.
        const provider = (await app.payments.providerFor(tenant, 'sandbox'))!;
        const requestId = randomUUID();
        const ts = String(Date.now());
        const notification = new URL(row.notification_url);
        await app.inject({
          method: 'POST',
          url: `${notification.pathname}?data.id=${row.payment_id}&type=payment`,
          headers: {
            'x-request-id': requestId,
            'x-signature': `ts=${ts},v1=${signWebhook(provider.webhookSecret, row.payment_id, requestId, ts)}`,
          },
          payload: { action: 'payment.updated', type: 'payment', data: { id: row.payment_id } },
        });
        const back = new URL(row.back_url);
        back.searchParams.set('payment_id', row.payment_id);
        back.searchParams.set('status', row.status);
        back.searchParams.set('external_reference', row.external_reference);
        return reply.redirect(back.toString(), 303);
      },
    );

    // One instance at a time asks the providers (job-leases.ts); the lease outlasts two rounds.
    const timer = setInterval(() => {
      void app.jobs.runExclusive('payment-reconciliation', 2 * RECONCILE_EVERY_MS, () =>
        app.payments.reconcile(RECONCILE_AFTER_MS),
      );
    }, RECONCILE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'payments', dependencies: ['tenants', 'orders', 'jobs'] },
);
