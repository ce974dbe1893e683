import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { userOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import {
  AcceptedSchema,
  CanLoginSchema,
  DeleteAccountQuerySchema,
  EmailBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UpdateProfileBodySchema,
  UserSchema,
  ValidateCodeBodySchema,
} from '@store/contracts/wire/auth';
import { addressLimit, perAccountAndAddress } from './account-rate-limit.js';
import { assertShopClient } from './shop-client.js';

const accepted = () => ok({ accepted: true as const });

/** Spec section 7, `Account/*`: registration, activation, password reset, profile, deletion. */
export function registerAccountRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  // Mail to an account and reset codes: per account and address together (account-rate-limit.ts).
  const limits = app.config.accountAddressLimits;
  const accountLimited = { auth: 'public' as const, rateLimit: addressLimit(limits.accountMail) };

  routes.post(
    '/api/services/app/Account/RegisterUser',
    {
      config: { auth: 'public', rateLimit: addressLimit(limits.registrations) },
      schema: { body: RegisterBodySchema, response: responsesOf(AcceptedSchema) },
    },
    async (request) => {
      const { isEcommerceClient, ...registration } = request.body;
      assertShopClient(request.tenant, isEcommerceClient);
      await app.accounts.register(request.tenant, registration);
      return accepted();
    },
  );

  routes.post(
    '/api/services/app/Account/SendEmailActivationEcommerceLink',
    {
      config: accountLimited,
      preHandler: perAccountAndAddress(app),
      schema: { body: EmailBodySchema, response: responsesOf(AcceptedSchema) },
    },
    async (request) => {
      assertShopClient(request.tenant, request.body.isEcommerceClient);
      app.accounts.resendActivation(request.tenant, request.body.email);
      return accepted();
    },
  );

  routes.post(
    '/api/services/app/Account/ValidateCodeAuth',
    {
      config: { auth: 'public', rateLimit: addressLimit(limits.activations) },
      schema: { body: ValidateCodeBodySchema, response: responsesOf(CanLoginSchema) },
    },
    async (request) => {
      const { userId, confirmationToken, isEcommerceClient } = request.body;
      assertShopClient(request.tenant, isEcommerceClient);
      return ok(await app.accounts.activate(request.tenant, userId, confirmationToken));
    },
  );

  routes.post(
    '/api/services/app/Account/SendPasswordResetCodePartner',
    {
      config: accountLimited,
      preHandler: perAccountAndAddress(app),
      schema: { body: EmailBodySchema, response: responsesOf(AcceptedSchema) },
    },
    async (request) => {
      assertShopClient(request.tenant, request.body.isEcommerceClient);
      app.accounts.requestPasswordReset(request.tenant, request.body.email);
      return accepted();
    },
  );

  routes.post(
    '/api/services/app/Account/ResetPassword',
    {
      config: accountLimited,
      preHandler: perAccountAndAddress(app),
      schema: { body: ResetPasswordBodySchema, response: responsesOf(CanLoginSchema) },
    },
    async (request) => {
      const { email, resetCode, password, isEcommerceClient } = request.body;
      assertShopClient(request.tenant, isEcommerceClient);
      await app.accounts.resetPassword(request.tenant, email, resetCode, password);
      return ok({ canLogin: true });
    },
  );

  routes.put(
    '/api/services/app/Account/UpdateProfile',
    {
      config: { auth: 'user' },
      schema: { body: UpdateProfileBodySchema, response: responsesOf(UserSchema) },
    },
    async (request) =>
      ok(
        await app.accounts.updateProfile(
          request.tenant,
          userOf(request).userId,
          request.body,
          request.ip,
        ),
      ),
  );

  routes.delete(
    '/api/services/app/Account/DeleteAccount',
    {
      config: { auth: 'user' },
      schema: { querystring: DeleteAccountQuerySchema, response: responsesOf(AcceptedSchema) },
    },
    async (request) => {
      const { Email, UserId } = request.query;
      await app.accounts.deleteAccount(request.tenant, userOf(request).userId, Email, UserId);
      return accepted();
    },
  );
}
