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
  MercadoPagoCredentialsSchema,
  MercadoPagoStatusSchema,
  StoreShippingSchema,
  StoreShippingStateSchema,
  StoreTaxSchema,
  StoreTextsSchema,
  ZippinSettingsSchema,
  ZippinStatusSchema,
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
/** The store's shipping: pickup at its address, zones and each carrier's rate table. */
export type StoreShipping = Static<typeof StoreShippingSchema>;
/** What the shipping card reads: the section's state and the store's provinces or regions. */
export type StoreShippingState = Static<typeof StoreShippingStateSchema>;
/** The store's Mercado Pago credentials as the page sees them: whether set, the last 4, who, when. */
export type MercadoPagoStatus = Static<typeof MercadoPagoStatusSchema>;
/** The Mercado Pago credentials typed on «Tienda» (an empty one keeps what is stored). */
export type MercadoPagoCredentialsInput = Static<typeof MercadoPagoCredentialsSchema>;
/** The seller's tax condition: the invoice type follows from it. */
export type StoreTax = Static<typeof StoreTaxSchema>;
/** The store's Zippin account as the page sees it: its numbers and its credentials' status. */
export type ZippinStatus = Static<typeof ZippinStatusSchema>;
/** What the owner types on «Zippin» (an empty token or secret keeps what is stored). */
export type ZippinSettingsInput = Static<typeof ZippinSettingsSchema>;
