/**
 * The parts of the back office's «Tienda» saved straight into the store (issue 32): texts, bank
 * details, features and analytics codes. Each is read as a `StoreSectionState` and saved with a
 * `StoreSectionBody`; `revision` is a fingerprint of what the form opened with, so a save after
 * someone else's answers 409.
 */

export interface StoreSectionState<T> {
  value: T;
  revision: string;
  /** The store's country: the bank details' rules and fields follow it. */
  country: 'AR' | 'CL';
}

export interface StoreSectionBody<T> {
  value: T;
  revision: string;
}

export interface StoreTexts {
  /** «Quiénes somos», Markdown (shown sanitised: no HTML, no script links, no images). */
  about: string;
  /** The store's policy, Markdown. */
  policy: string;
}

/** What a buyer paying by transfer reads (Argentina: CBU or alias; Chile: account type and number). */
export interface StoreBankDetails {
  bank: null | string;
  accountHolder: null | string;
  taxId: null | string;
  accountType: null | string;
  accountNumber: null | string;
  cbu: null | string;
  alias: null | string;
  email: null | string;
}

/** What buyers get (STORE_FEATURES in `@store/contracts/store-rules` names and words them). */
export interface StoreFeatures {
  registrationInShop: boolean;
  quotation: boolean;
  withTaxes: boolean;
  useFeaturedCategories: boolean;
  showProductVideo: boolean;
  showComplementaryInformation: boolean;
  isMultipleVariantDesigns: boolean;
}

/** The analytics ids, each null or in its format (ANALYTICS_CODES in store-rules). */
export interface StoreAnalytics {
  googleTagManagerCode: null | string;
  googleAnalyticsCode: null | string;
  pixelFB: null | string;
}
