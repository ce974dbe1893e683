export type StoreColorName =
  'primary' | 'secondary' | 'accent' | 'link' | 'background' | 'surface' | 'text';
export type StoreImageKind = 'logo' | 'favicon';

export declare const MIN_CONTRAST: number;
export declare const STORE_COLOR_NAMES: readonly StoreColorName[];
export declare const STORE_COLOR_LABELS: Readonly<Record<StoreColorName, string>>;
export declare const ON_PRIMARY: string;
export declare const ON_SECONDARY: string;
export declare const CONTRAST_PAIRS: readonly {
  field: StoreColorName;
  fg: string;
  bg: StoreColorName;
  what: string;
}[];
export declare function isHexColor(value: unknown): value is string;
/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export declare function contrastRatio(a: string, b: string): number;
/** Each colour's problem in Spanish, by colour name; empty when every colour can be used. */
export declare function colorProblems(
  colors: Partial<Record<string, string>> | null | undefined,
): Partial<Record<StoreColorName, string>>;
export declare const TEMPLATE_NAMES: Readonly<Record<number, string>>;
export declare const STORE_IMAGE_RULES: Readonly<
  Record<StoreImageKind, { types: readonly string[]; maxBytes: number; label: string }>
>;
export declare function imageSizeProblem(kind: StoreImageKind, bytes: number): string | null;
export type StoreTextKind = 'about' | 'policy';
export declare const STORE_TEXT_MAX_CHARS: number;
export declare const STORE_TEXT_LABELS: Readonly<Record<StoreTextKind, string>>;
export declare function storeTextProblem(kind: StoreTextKind, text: unknown): string | null;
export declare function isValidCbu(value: unknown): boolean;
export declare function isValidCbuAlias(value: unknown): boolean;
export type BankDetailsField =
  'bank' | 'accountHolder' | 'taxId' | 'accountType' | 'accountNumber' | 'cbu' | 'alias' | 'email';
export declare function bankDetailsProblems(
  country: 'AR' | 'CL',
  bank: Partial<Record<BankDetailsField, string | null>> | null | undefined,
): Partial<Record<BankDetailsField, string>>;
export declare function formatBankTaxId(country: 'AR' | 'CL', taxId: unknown): string | null;
export type AnalyticsField = 'googleTagManagerCode' | 'googleAnalyticsCode' | 'pixelFB';
export declare const ANALYTICS_CODES: Readonly<
  Record<AnalyticsField, { label: string; pattern: RegExp; example: string }>
>;
export declare function analyticsCodeProblems(
  codes: Partial<Record<AnalyticsField, string | null>> | null | undefined,
): Partial<Record<AnalyticsField, string>>;
export type StoreFeatureName =
  | 'registrationInShop'
  | 'quotation'
  | 'withTaxes'
  | 'useFeaturedCategories'
  | 'showProductVideo'
  | 'showComplementaryInformation'
  | 'isMultipleVariantDesigns';
export declare const STORE_FEATURES: readonly {
  name: StoreFeatureName;
  label: string;
  byDefault: boolean;
}[];
