import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { ok, responsesOf } from '../../http/envelope.js';
import { sessionRateLimit } from '../../http/session-rate-limit.js';
import { createBuyerAccountsRepository, createLoginThrottle } from '../auth/index.js';
import { createOrderSearchRepository } from '../orders/index.js';
import { registerAdminBuyerRoutes } from './admin-buyers.routes.js';
import { registerAdminQuoteOrderRoutes } from './admin-quote-orders.routes.js';
import { createAdminBuyers, type AdminBuyers } from './admin-buyers.service.js';
import { registerAdminCatalogRoutes } from './admin-catalog.routes.js';
import { registerAdminEventRoutes } from './admin-events.routes.js';
import { registerAdminCatalogEditorRoutes } from './admin-catalog-editor.routes.js';
import { registerAdminCatalogVariantRoutes } from './admin-catalog-variants.routes.js';
import { registerAdminCatalogPictureRoutes } from './admin-catalog-pictures.routes.js';
import { registerAdminCatalogCategoryRoutes } from './admin-catalog-categories.routes.js';
import { registerAdminCatalogImportRoutes } from './admin-catalog-import.routes.js';
import { registerAdminPrintAreasRoutes } from './admin-print-areas.routes.js';
import { registerAdminInvoiceRoutes } from './admin-invoices.routes.js';
import { registerAdminOrderRoutes } from './admin-orders.routes.js';
import { registerAdminPrintFileRoutes } from './admin-print-files.routes.js';
import { registerAdminProofRoutes } from './admin-proofs.routes.js';
import { registerAdminStoreRoutes } from './admin-store.routes.js';
import { registerAdminMercadoPagoRoutes } from './admin-store-mercadopago.routes.js';
import { registerAdminZippinRoutes } from './admin-store-zippin.routes.js';
import { createAdminOrders, type AdminOrders } from './admin-orders.service.js';
import { createStaffAudit, type StaffAudit } from './staff-audit.js';
import { createStaffAuth, type StaffAuth } from './staff-auth.service.js';
import { staffOf, staffVerifier } from './staff-context.js';
import { invitationLink, sendInvitation, sendProofChangesNotice } from './staff-mails.js';
import { can, type StaffRole } from './staff-roles.js';
import { createStaffMembers, type StaffMembers } from './staff-members.service.js';
import { createStaffRepository } from './staff.repository.js';
import {
  AcceptedSchema,
  AcceptInvitationBodySchema,
  AuditPageSchema,
  AuditQuerySchema,
  IdParamsSchema,
  InviteAnswerSchema,
  InviteBodySchema,
  NoQuerySchema,
  RoleBodySchema,
  SecondFactorBodySchema,
  StaffListSchema,
  StaffLoginAnswerSchema,
  StaffLoginBodySchema,
  StaffMemberSchema,
} from '@store/contracts/wire/staff';
import { createStaffTokens, type StaffTokens } from './staff-tokens.js';
import { sealPlainTotpSecrets, totpVault } from './staff-totp.js';

declare module 'fastify' {
  interface FastifyInstance {
    staffTokens: StaffTokens;
    staffAuth: StaffAuth;
    staffMembers: StaffMembers;
    staffAudit: StaffAudit;
    adminOrders: AdminOrders;
    /** The back office's buyers; `setCredit` is also `npm run order -- credit`'s. */
    adminBuyers: AdminBuyers;
  }
}

/** The back office's API (issue 32): staff login, staff, audit; orders in admin-orders.routes.ts. */
export const staffRoutes = fp(
  async (app) => {
    const repository = createStaffRepository(app.db);
    const audit = createStaffAudit(repository);
    const vault = totpVault(app.config.tenantSecretsKey);
    // Secrets written before they were sealed are sealed once, by whichever instance starts.
    app.addHook('onReady', async () => {
      await sealPlainTotpSecrets(repository, vault);
    });
    app.decorate('staffTokens', createStaffTokens(app.config.jwtSecret));
    app.decorate('staffAudit', audit);
    app.decorate('verifyStaff', staffVerifier(app.staffTokens, repository));
    app.decorateRequest('staff', null);
    app.decorate(
      'staffAuth',
      createStaffAuth({
        db: app.db,
        repository,
        tokens: app.staffTokens,
        throttle: createLoginThrottle(app.db),
        audit,
        vault,
      }),
    );
    const mailDeps = { mail: app.mail, tenants: app.tenants, publicUrl: app.config.publicUrl };
    app.decorate(
      'staffMembers',
      createStaffMembers({
        db: app.db,
        repository,
        audit,
        invite: async (tenant, email, role, code) => {
          const link = invitationLink(app.config.publicUrl, tenant, code);
          await sendInvitation(mailDeps, tenant, email, role, link);
          return link;
        },
      }),
    );
    // A buyer's change request on a proof reaches the members who make proofs, by e-mail. The
    // request stands even if the e-mail cannot be queued; the failure is logged.
    app.orderProofs.onChangesRequested(async (tenant, order, version, comment) => {
      try {
        const team = (await repository.list(tenant.id))
          .filter((row) => row.status === 'active' && can(row.role as StaffRole, 'proofs.write'))
          .map((row) => row.email);
        await sendProofChangesNotice(mailDeps, tenant, team, order, version, comment);
      } catch (error) {
        app.log.error({ err: error, order: order.id }, 'proof changes notice not queued');
      }
    });
    app.decorate(
      'adminOrders',
      createAdminOrders({
        db: app.db,
        orders: app.orders,
        search: createOrderSearchRepository(app.db),
        repository,
        audit,
        quotes: app.quotes,
        catalog: app.catalog,
        proofs: (tenant, id) => app.orderProofs.staffList(tenant, id),
      }),
    );

    app.decorate(
      'adminBuyers',
      createAdminBuyers({
        db: app.db,
        accounts: createBuyerAccountsRepository(app.db),
        credit: app.orders.credit,
        search: createOrderSearchRepository(app.db),
        audit,
        orders: app.adminOrders,
        quotes: app.quotes,
        endSessions: (userId, reason) => app.sessions.endAllOf(userId, reason),
      }),
    );

    const routes = app.withTypeProvider<TypeBoxTypeProvider>();
    const login = {
      config: { auth: 'public' as const, rateLimit: sessionRateLimit(app.config, 30) },
    };

    routes.post(
      '/api/admin/auth/login',
      {
        ...login,
        schema: { body: StaffLoginBodySchema, response: responsesOf(StaffLoginAnswerSchema) },
      },
      async (request) =>
        ok(
          await app.staffAuth.login(
            request.tenant,
            request.body.email,
            request.body.password,
            request.ip,
          ),
        ),
    );
    routes.post(
      '/api/admin/auth/second-factor',
      {
        ...login,
        schema: { body: SecondFactorBodySchema, response: responsesOf(StaffLoginAnswerSchema) },
      },
      async (request) =>
        ok(
          await app.staffAuth.verifySecondFactor(
            request.tenant,
            request.body.challenge,
            request.body.code.trim(),
            request.ip,
          ),
        ),
    );
    routes.post(
      '/api/admin/auth/accept-invitation',
      {
        config: { auth: 'public', rateLimit: sessionRateLimit(app.config, 20) },
        schema: { body: AcceptInvitationBodySchema, response: responsesOf(StaffLoginAnswerSchema) },
      },
      async (request) =>
        ok(
          await app.staffAuth.acceptInvitation(
            request.tenant,
            request.body.code,
            request.body.password,
            request.body.name,
          ),
        ),
    );

    const staff = { config: { auth: 'staff' as const } };
    routes.get(
      '/api/admin/me',
      {
        ...staff,
        schema: { querystring: NoQuerySchema, response: responsesOf(StaffMemberSchema) },
      },
      async (request) => ok(staffOf(request, 'dashboard.read').member),
    );
    routes.get(
      '/api/admin/staff',
      { ...staff, schema: { querystring: NoQuerySchema, response: responsesOf(StaffListSchema) } },
      async (request) => {
        staffOf(request, 'staff.manage');
        return ok(await app.staffMembers.list(request.tenant));
      },
    );
    routes.post(
      '/api/admin/staff',
      { ...staff, schema: { body: InviteBodySchema, response: responsesOf(InviteAnswerSchema) } },
      async (request) => {
        const { actor } = staffOf(request, 'staff.manage');
        const { member } = await app.staffMembers.invite(request.tenant, actor, request.body);
        return ok({ member });
      },
    );
    routes.put(
      '/api/admin/staff/:id',
      {
        ...staff,
        schema: {
          params: IdParamsSchema,
          body: RoleBodySchema,
          response: responsesOf(StaffMemberSchema),
        },
      },
      async (request) => {
        const { actor } = staffOf(request, 'staff.manage');
        return ok(
          await app.staffMembers.changeRole(
            request.tenant,
            actor,
            request.params.id,
            request.body.role,
          ),
        );
      },
    );
    routes.delete(
      '/api/admin/staff/:id',
      { ...staff, schema: { params: IdParamsSchema, response: responsesOf(AcceptedSchema) } },
      async (request) => {
        const { actor } = staffOf(request, 'staff.manage');
        await app.staffMembers.remove(request.tenant, actor, request.params.id);
        return ok({ accepted: true as const });
      },
    );
    routes.get(
      '/api/admin/audit',
      {
        ...staff,
        schema: { querystring: AuditQuerySchema, response: responsesOf(AuditPageSchema) },
      },
      async (request) => {
        staffOf(request, 'audit.read');
        const { q, page = 1 } = request.query;
        return ok(
          await audit.search(request.tenant.id, { ...(q ? { q } : {}), page, pageSize: 50 }),
        );
      },
    );
    registerAdminOrderRoutes(app);
    registerAdminEventRoutes(app, repository);
    registerAdminInvoiceRoutes(app);
    registerAdminPrintFileRoutes(app);
    registerAdminCatalogRoutes(app);
    registerAdminCatalogEditorRoutes(app);
    registerAdminCatalogVariantRoutes(app);
    registerAdminPrintAreasRoutes(app);
    registerAdminBuyerRoutes(app);
    registerAdminQuoteOrderRoutes(app);
    await registerAdminCatalogPictureRoutes(app);
    await registerAdminCatalogCategoryRoutes(app);
    await registerAdminCatalogImportRoutes(app);
    await registerAdminProofRoutes(app);
    await registerAdminStoreRoutes(app);
    registerAdminMercadoPagoRoutes(app);
    registerAdminZippinRoutes(app);
  },
  { name: 'staff', dependencies: ['tenants', 'mail', 'auth', 'orders', 'quotes', 'catalog'] },
);
