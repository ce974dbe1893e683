/**
 * The auth module's tables. Empty until users arrive: guest tokens are stateless. Users, refresh
 * token families and password resets go here (migrations 0210 onwards in auth.migrations.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled when users are added
export interface AuthTables {}
