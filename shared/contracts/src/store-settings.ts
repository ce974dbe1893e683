/**
 * The back office's «Tienda» texts and bank details (issue 32), saved straight into the store.
 * `revision` is a fingerprint of what the form was opened with: a save after someone else's
 * answers 409.
 */

export interface StoreTexts {
  /** «Quiénes somos», Markdown (shown sanitised: no HTML, no script links). */
  about: string;
  /** The store's policy, Markdown. */
  policy: string;
}

export interface StoreTextsState {
  texts: StoreTexts;
  revision: string;
}

export interface StoreTextsBody {
  texts: StoreTexts;
  revision: string;
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

export interface StoreBankState {
  country: 'AR' | 'CL';
  /** Null while the store has none. */
  bank: StoreBankDetails | null;
  revision: string;
}

export interface StoreBankBody {
  bank: StoreBankDetails;
  revision: string;
}
