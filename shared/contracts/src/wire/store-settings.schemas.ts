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

export type StoreTexts = Static<typeof StoreTextsSchema>;
export type StoreBankDetails = Static<typeof StoreBankDetailsSchema>;
export type StoreFeatures = Static<typeof StoreFeaturesSchema>;
export type StoreAnalytics = Static<typeof StoreAnalyticsSchema>;
