/** The auth module's front door: the only file of it other code imports (lint). */
export { accountMailTexts } from './account-mail-texts.js';
export { normalizeEmail, type AccountUser } from './account-user.js';
export { authMessages } from './auth-messages.js';
export { authMigrations } from './auth.migrations.js';
export { authRoutes } from './auth.routes.js';
export { DEMO_BUYERS, seedDemoBuyers } from './auth.seed.js';
export {
  createBuyerAccountsRepository,
  type BuyerAccountRow,
  type BuyerAccounts,
} from './buyer-accounts.repository.js';
export { createLoginThrottle, type LoginThrottle } from './login-throttle.js';
export { BLOCKED_REASON } from './login-sessions.js';
export { LockedError } from './login.service.js';
export {
  PASSWORD_MAX_LENGTH,
  hashPassword,
  passwordProblem,
  verifyDecoy,
  verifyPassword,
} from './passwords.js';
export { TOKEN_ISSUER } from './tokens.service.js';
export { createUsersRepository } from './users.repository.js';
