export declare const ACCOUNT_TEXT_MAX: 120;
export declare const PASSWORD_MIN_LENGTH: 8;
export declare const PASSWORD_MAX_LENGTH: 256;
