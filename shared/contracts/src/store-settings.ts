/**
 * The parts of the back office's «Tienda» saved straight into the store (issue 32): texts, bank
 * details, features and analytics codes. Each is read as a `StoreSectionState` and saved with a
 * `StoreSectionBody`; `revision` is a fingerprint of what the form opened with, so a save after
 * someone else's answers 409. The API's schemas (`wire/store-settings.schemas.ts`), imported as
 * types.
 */
import type { Static, TUnsafe } from 'typebox';
import type {
  bodyOf,
  stateOf,
  StoreAnalyticsSchema,
  StoreBankDetailsSchema,
  StoreFeaturesSchema,
  StoreTextsSchema,
} from './wire/store-settings.schemas.ts';

export type StoreSectionState<T> = Static<ReturnType<typeof stateOf<TUnsafe<T>>>>;
export type StoreSectionBody<T> = Static<ReturnType<typeof bodyOf<TUnsafe<T>>>>;

export type StoreTexts = Static<typeof StoreTextsSchema>;
/** What a buyer paying by transfer reads (Argentina: CBU or alias; Chile: account type and number). */
export type StoreBankDetails = Static<typeof StoreBankDetailsSchema>;
/** What buyers get (STORE_FEATURES in `@store/contracts/store-rules` names and words them). */
export type StoreFeatures = Static<typeof StoreFeaturesSchema>;
/** The analytics ids, each null or in its format (ANALYTICS_CODES in store-rules). */
export type StoreAnalytics = Static<typeof StoreAnalyticsSchema>;
