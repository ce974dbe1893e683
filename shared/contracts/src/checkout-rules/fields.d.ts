export type FieldErrors = Record<string, string>;

export declare const FIELD_MESSAGES: Readonly<{
  required: string;
  tooLong: (max: number) => string;
  email: string;
  phone: string;
  cuit: string;
  rut: string;
  ivaCondition: string;
  arPostalCode: string;
  clPostalCode: string;
  paymentMethod: string;
  chequeNumber: string;
  chequeDate: string;
  shippingOption: string;
}>;
export declare function text(value: unknown): string;
export declare const EMAIL_MAX_LENGTH: 254;
export declare const EMAIL_PATTERN: string;
export declare function isValidEmail(value: unknown): boolean;
export declare const PHONE_MAX_LENGTH: 30;
export declare const PHONE_PATTERN: string;
export declare function isValidPhone(value: unknown): boolean;
export declare function checkText(
  errors: FieldErrors,
  data: object | null | undefined,
  required: Record<string, number>,
  optional?: Record<string, number>,
): FieldErrors;
