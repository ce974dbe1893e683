export declare function arPostalCodeDigits(value: unknown): string | null;
export declare function isValidArPostalCode(value: unknown): boolean;
export declare function isValidClPostalCode(value: unknown): boolean;
