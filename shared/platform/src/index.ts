export * from './activity';
export * from './api-client';
export * from './bus';
export * from './external-store';
export * from './i18n';
export * from './money';
export * from './session';
export * from './store-context';
