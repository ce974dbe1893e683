/**
 * Every payload the frontend and the API exchange, request and answer, as the API's TypeBox
 * schema (what it validates and serialises) against its type in shared/contracts (what the
 * remotes compile against). Type-checked by `pnpm typecheck` (tsconfig.contracts.json): a schema
 * and its contract that drift apart fail the build. What is left are the back office's pairs: every
 * other wire type is defined once, in @store/contracts/wire.
 */
// Every pair is gone: the back office's wire types are defined once too.
export {};
