import { Type, type Static } from 'typebox';
import { STORE_TEXT_MAX_CHARS } from '@store/contracts/store-rules';

/**
 * The back office's «Tienda» texts and bank details (issue 32); `StoreTexts*` and `StoreBank*`
 * in shared/contracts/src/staff.ts. Saved straight into the tenant (no draft: a text or an
 * account number is read, not looked at), guarded by the revision the form was opened with.
 */
const strict = { additionalProperties: false } as const;
// Null first: with the API's type coercion a string-first union would read null as ''.
const NullableText = Type.Union([Type.Null(), Type.String({ maxLength: 200 })]);
/** A fingerprint of what the form showed: another save in between makes it stale (409). */
const Revision = Type.String({ pattern: '^[0-9a-f]{16}$' });
const StoreText = Type.String({ maxLength: STORE_TEXT_MAX_CHARS });

export const StoreTextsSchema = Type.Object({ about: StoreText, policy: StoreText }, strict);
export const StoreTextsStateSchema = Type.Object({ texts: StoreTextsSchema, revision: Revision });
export const StoreTextsBodySchema = Type.Object(
  { texts: StoreTextsSchema, revision: Revision },
  strict,
);

export const StoreBankDetailsSchema = Type.Object(
  {
    bank: NullableText,
    accountHolder: NullableText,
    taxId: NullableText,
    accountType: NullableText,
    accountNumber: NullableText,
    cbu: NullableText,
    alias: NullableText,
    email: NullableText,
  },
  strict,
);
export const StoreBankStateSchema = Type.Object({
  /** The store's country: the rules and the fields shown follow it (CBU or account number). */
  country: Type.Union([Type.Literal('AR'), Type.Literal('CL')]),
  /** What a buyer paying by transfer reads now; null while the store has none. */
  bank: Type.Union([StoreBankDetailsSchema, Type.Null()]),
  revision: Revision,
});
export const StoreBankBodySchema = Type.Object(
  { bank: StoreBankDetailsSchema, revision: Revision },
  strict,
);

export type StoreTexts = Static<typeof StoreTextsSchema>;
export type StoreTextsState = Static<typeof StoreTextsStateSchema>;
export type StoreBankDetails = Static<typeof StoreBankDetailsSchema>;
export type StoreBankState = Static<typeof StoreBankStateSchema>;
