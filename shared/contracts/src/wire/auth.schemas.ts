import { Type } from 'typebox';
import {
  ACCOUNT_TEXT_MAX,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
} from '../checkout-rules/index.ts';

/**
 * Accounts on the wire (spec section 7; the types in ../session.ts and ../session-events.ts).
 * Every input is closed (`additionalProperties: false`) and bounded. Password length and
 * commonness are the password policy's (the API's auth/passwords.ts), which words them better
 * than a schema. The field rules are the ones mf-account's forms and the checkout check
 * (`checkout-rules`).
 */
const Email = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });
const Password = Type.String({ maxLength: PASSWORD_MAX_LENGTH });
const Name = Type.String({ minLength: 1, maxLength: ACCOUNT_TEXT_MAX });
const Phone = Type.Union([
  Type.String({ maxLength: PHONE_MAX_LENGTH, pattern: `^$|${PHONE_PATTERN}` }),
  Type.Null(),
]);
const Company = Type.Union([Type.String({ maxLength: ACCOUNT_TEXT_MAX }), Type.Null()]);
/** Spec section 6: login-like requests say they come from a shop client. */
const EcommerceFlag = Type.Optional(Type.Boolean());
const Code = Type.String({ minLength: 1, maxLength: 200 });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const GetAccessQuerySchema = Type.Object({}, { additionalProperties: false });
export const NoQuerySchema = Type.Object({}, { additionalProperties: false });

export const AccessTokenSchema = Type.Object({
  accessToken: Type.String(),
  expireInSeconds: Type.Integer({ minimum: 1 }),
});

export const AuthenticateBodySchema = Type.Object(
  { email: Email, password: Password, isEcommerceClient: EcommerceFlag },
  { additionalProperties: false },
);

export const LoginResultSchema = Type.Object({
  canLogin: Type.Boolean(),
  accessToken: Nullable(Type.String()),
  refreshToken: Nullable(Type.String()),
  expireInSeconds: Type.Union([Type.Integer(), Type.Null()]),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  email: Type.String(),
  fullName: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  company: Nullable(Type.String()),
});

export const RefreshQuerySchema = Type.Object(
  { refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })) },
  { additionalProperties: false },
);
/** The token may come in the body instead of the query, which keeps it out of access logs. */
export const RefreshBodySchema = Type.Union([
  Type.Object(
    { refreshToken: Type.String({ minLength: 1, maxLength: 2000 }) },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

export const TokenPairSchema = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  expireInSeconds: Type.Integer(),
});

export const ExternalAuthenticateBodySchema = Type.Object(
  {
    /** The providers this API knows; whether one is configured is the service's answer. */
    authProvider: Type.Union([Type.Literal('Google')]),
    /** The authorization code the provider sent back to `redirectUri`. */
    providerAccessCode: Code,
    /** The exact redirect address the code was issued for (the provider checks it again). */
    redirectUri: Type.String({ minLength: 1, maxLength: 500 }),
    isEcommerceClient: EcommerceFlag,
  },
  { additionalProperties: false },
);

export const ExternalProvidersSchema = Type.Array(
  Type.Object({
    name: Type.String(),
    clientId: Type.String(),
    authorizationUrl: Type.String(),
    scope: Type.String(),
  }),
);

export const RegisterBodySchema = Type.Object(
  {
    name: Name,
    email: Email,
    password: Password,
    phoneNumber: Type.Optional(Phone),
    company: Type.Optional(Company),
    isEcommerceClient: EcommerceFlag,
  },
  { additionalProperties: false },
);

export const EmailBodySchema = Type.Object(
  { email: Email, isEcommerceClient: EcommerceFlag },
  { additionalProperties: false },
);

export const ValidateCodeBodySchema = Type.Object(
  {
    userId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    confirmationToken: Code,
    isEcommerceClient: EcommerceFlag,
  },
  { additionalProperties: false },
);

export const ResetPasswordBodySchema = Type.Object(
  { email: Email, password: Password, resetCode: Code, isEcommerceClient: EcommerceFlag },
  { additionalProperties: false },
);

export const UpdateProfileBodySchema = Type.Object(
  {
    name: Name,
    email: Email,
    phoneNumber: Type.Optional(Phone),
    company: Type.Optional(Company),
    /**
     * Needed only to change the e-mail (the API asks for the password again): a borrowed session
     * must not take the account over.
     */
    currentPassword: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: false },
);

export const DeleteAccountQuerySchema = Type.Object(
  { Email: Email, UserId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) },
  { additionalProperties: false },
);

/** Spec section 3 "User". */
export const UserSchema = Type.Object({
  userId: Type.Integer(),
  email: Type.String(),
  fullName: Type.String(),
  phoneNumber: Nullable(Type.String()),
  company: Type.Union([Type.String(), Type.Null()]),
});

export const CanLoginSchema = Type.Object({ canLogin: Type.Boolean() });
export const AcceptedSchema = Type.Object({ accepted: Type.Literal(true) });
