export declare function normaliseCuit(value: unknown): string | null;
export declare function isValidCuit(value: unknown): boolean;
export declare function formatCuit(value: unknown): string | null;
export declare function normaliseRut(value: unknown): string | null;
export declare function rutCheckDigit(body: string): string;
export declare function isValidRut(value: unknown): boolean;
export declare function formatRut(value: unknown): string | null;
