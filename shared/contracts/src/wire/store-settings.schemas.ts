import { Type, type Static, type TSchema } from 'typebox';
import { STORE_FEATURES, STORE_TEXT_MAX_CHARS } from '../store-rules/index.ts';

/**
 * The parts of the back office's «Tienda» saved live (issue 32): texts, bank details, features
 * and analytics codes; the types in ../store-settings.ts. Each answers
 * `{ value, revision, country }` and takes `{ value, revision }`: the revision (a fingerprint of
 * what the form opened with) makes a save after someone else's a 409.
 */
const strict = { additionalProperties: false } as const;
// Null first: with the API's type coercion a string-first union would read null as ''.
const NullableText = (maxLength: number) => Type.Union([Type.Null(), Type.String({ maxLength })]);
const Revision = Type.String({ pattern: '^[0-9a-f]{16}$' });
const StoreText = Type.String({ maxLength: STORE_TEXT_MAX_CHARS });

export const StoreTextsSchema = Type.Object(
  {
    /** «Quiénes somos», Markdown (shown sanitised: no HTML, no script links, no images). */
    about: StoreText,
    /** The store's policy, Markdown. */
    policy: StoreText,
  },
  strict,
);

/** What a buyer paying by transfer reads (Argentina: CBU or alias; Chile: account type and number). */
export const StoreBankDetailsSchema = Type.Object(
  {
    bank: NullableText(200),
    accountHolder: NullableText(200),
    taxId: NullableText(200),
    accountType: NullableText(200),
    accountNumber: NullableText(200),
    cbu: NullableText(200),
    alias: NullableText(200),
    email: NullableText(200),
  },
  strict,
);

/** What buyers get (STORE_FEATURES in `../store-rules` names and words them). */
export const StoreFeaturesSchema = Type.Object(
  Object.fromEntries(STORE_FEATURES.map(({ name }) => [name, Type.Boolean()])) as Record<
    (typeof STORE_FEATURES)[number]['name'],
    ReturnType<typeof Type.Boolean>
  >,
  strict,
);

/** The analytics ids, each null or in its format (ANALYTICS_CODES in store-rules). */
export const StoreAnalyticsSchema = Type.Object(
  {
    googleTagManagerCode: NullableText(40),
    googleAnalyticsCode: NullableText(40),
    pixelFB: NullableText(40),
  },
  strict,
);

/**
 * The store's shipping (the tenant's `checkout` fields the rate-table provider reads): store
 * pickup at `origin`, zones of provinces (Argentina) or regions (Chile), and each carrier's rate
 * table per zone: delivery days and weight bands, lightest first, price IVA included in the
 * store's currency. The schema takes any number where one goes: `shippingProblems` of
 * `../store-rules` refuses bad ones in Spanish on their field.
 */
const Num = Type.Number();
export const StoreShippingSchema = Type.Object(
  {
    storePickup: Type.Boolean(),
    origin: Type.Object(
      {
        street: Type.String({ maxLength: 200 }),
        locality: Type.String({ maxLength: 200 }),
        provinceId: Type.String({ maxLength: 10 }),
        zipCode: NullableText(20),
      },
      strict,
    ),
    shippingZones: Type.Record(
      Type.String({ maxLength: 200 }),
      Type.Array(Type.String({ maxLength: 10 }), { maxItems: 60 }),
    ),
    carriers: Type.Array(
      Type.Object(
        {
          id: Type.String({ maxLength: 60 }),
          name: Type.String({ maxLength: 200 }),
          logo: Type.Union([Type.Null(), Type.String({ maxLength: 500 })]),
          serviceType: Type.Union([
            Type.Literal('standard_delivery'),
            Type.Literal('pickup_point'),
          ]),
          serviceName: Type.String({ maxLength: 200 }),
          rates: Type.Array(
            Type.Object(
              {
                zone: Type.String({ maxLength: 200 }),
                days: Type.Object({ min: Num, max: Num }, strict),
                bands: Type.Array(Type.Object({ upToGrams: Num, price: Num }, strict), {
                  maxItems: 100,
                }),
              },
              strict,
            ),
            { maxItems: 60 },
          ),
          points: Type.Optional(
            Type.Array(
              Type.Object(
                {
                  id: Type.String({ maxLength: 60 }),
                  name: Type.String({ maxLength: 200 }),
                  address: Type.String({ maxLength: 300 }),
                  provinceId: Type.String({ maxLength: 10 }),
                },
                strict,
              ),
              { maxItems: 100 },
            ),
          ),
        },
        strict,
      ),
      { maxItems: 50 },
    ),
  },
  strict,
);

/** The seller's tax condition (TENANT_TAX_CONDITIONS of `../checkout-rules` by country). */
export const StoreTaxSchema = Type.Object({ taxCondition: Type.String({ maxLength: 20 }) }, strict);

/** What a section's GET and PUT answer. */
export const stateOf = <T extends TSchema>(value: T) =>
  Type.Object({
    value,
    revision: Revision,
    /** The store's country: the bank details' rules and fields follow it. */
    country: Type.Union([Type.Literal('AR'), Type.Literal('CL')]),
  });
/** What a section's PUT takes. */
export const bodyOf = <T extends TSchema>(value: T) =>
  Type.Object({ value, revision: Revision }, strict);

export const StoreTextsStateSchema = stateOf(StoreTextsSchema);
export const StoreTextsBodySchema = bodyOf(StoreTextsSchema);
/** The bank details are null while the store has none; a save sends them whole. */
export const StoreBankStateSchema = stateOf(Type.Union([StoreBankDetailsSchema, Type.Null()]));
export const StoreBankBodySchema = bodyOf(StoreBankDetailsSchema);
export const StoreFeaturesStateSchema = stateOf(StoreFeaturesSchema);
export const StoreFeaturesBodySchema = bodyOf(StoreFeaturesSchema);
export const StoreAnalyticsStateSchema = stateOf(StoreAnalyticsSchema);
export const StoreAnalyticsBodySchema = bodyOf(StoreAnalyticsSchema);

export const StoreTaxStateSchema = stateOf(StoreTaxSchema);
export const StoreTaxBodySchema = bodyOf(StoreTaxSchema);
/** The shipping answers the store's provinces or regions too: the form's choices and rules. */
export const StoreShippingStateSchema = Type.Object({
  ...stateOf(StoreShippingSchema).properties,
  provinces: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export const StoreShippingBodySchema = bodyOf(StoreShippingSchema);

/** What the page may know of a stored credential: whether it is set, its end, when and by whom. */
export const SecretStatusSchema = Type.Object({
  set: Type.Boolean(),
  /** Its last 4 characters, so the owner can tell which one it is. */
  last4: Type.Union([Type.Null(), Type.String()]),
  updatedAt: Type.Union([Type.Null(), Type.String()]),
  /** The staff member's e-mail; null when it was set from the terminal. */
  updatedBy: Type.Union([Type.Null(), Type.String()]),
});
/** The store's Mercado Pago credentials as the page sees them: never their values. */
export const MercadoPagoStatusSchema = Type.Object({
  accessToken: SecretStatusSchema,
  publicKey: SecretStatusSchema,
  webhookSecret: SecretStatusSchema,
  /** How the store takes cards now: its Mercado Pago account, the demo sandbox, or none. */
  cardMode: Type.Union([
    Type.Literal('mercadopago'),
    Type.Literal('sandbox'),
    Type.Literal('none'),
  ]),
});
/** The credentials typed: an empty one keeps what is stored (`mercadoPagoProblems` checks them). */
export const MercadoPagoCredentialsSchema = Type.Object(
  {
    accessToken: Type.String({ maxLength: 300 }),
    publicKey: Type.String({ maxLength: 300 }),
    webhookSecret: Type.String({ maxLength: 300 }),
  },
  strict,
);
export const StoreMercadoPagoStateSchema = stateOf(MercadoPagoStatusSchema);
export const StoreMercadoPagoBodySchema = bodyOf(MercadoPagoCredentialsSchema);
/** «Probar conexión» (Mercado Pago, Zippin): what the service answered, in Spanish. */
export const ConnectionCheckSchema = Type.Object({ message: Type.String() });

/**
 * The store's Zippin account as the page sees it: the account and origin numbers (null while
 * quotes come from the rate tables), and whether its API token and secret are stored, never
 * their values.
 */
export const ZippinStatusSchema = Type.Object({
  account: Type.Union([
    Type.Null(),
    Type.Object({ accountId: Type.String(), originId: Type.String() }),
  ]),
  apiToken: SecretStatusSchema,
  apiSecret: SecretStatusSchema,
  /** Where the checkout's quotes come from now: Zippin, or the store's rate tables. */
  quotesFrom: Type.Union([Type.Literal('zippin'), Type.Literal('rate-tables')]),
});
/**
 * What the owner types: quotes from Zippin or not, the account's numbers, and the API's token
 * and secret (an empty one keeps what is stored; `zippinProblems` checks them).
 */
export const ZippinSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    accountId: Type.String({ maxLength: 40 }),
    originId: Type.String({ maxLength: 40 }),
    apiToken: Type.String({ maxLength: 300 }),
    apiSecret: Type.String({ maxLength: 300 }),
  },
  strict,
);
export const StoreZippinStateSchema = stateOf(ZippinStatusSchema);
export const StoreZippinBodySchema = bodyOf(ZippinSettingsSchema);

export type StoreTexts = Static<typeof StoreTextsSchema>;
export type StoreBankDetails = Static<typeof StoreBankDetailsSchema>;
export type StoreFeatures = Static<typeof StoreFeaturesSchema>;
export type StoreAnalytics = Static<typeof StoreAnalyticsSchema>;
export type StoreShipping = Static<typeof StoreShippingSchema>;
export type StoreTax = Static<typeof StoreTaxSchema>;
export type MercadoPagoStatus = Static<typeof MercadoPagoStatusSchema>;
export type MercadoPagoCredentialsInput = Static<typeof MercadoPagoCredentialsSchema>;
export type ZippinStatus = Static<typeof ZippinStatusSchema>;
export type ZippinSettingsInput = Static<typeof ZippinSettingsSchema>;
