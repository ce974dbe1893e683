/** The mail module's front door: the only file of it other code imports (lint). */
export { renderBrandedMail, type MailBrand, type MailContent } from './branded-mail.js';
export type { InboxMessage } from './dev-inbox.js';
export { DEFAULT_CATCHER_PORT, startMailCatcher } from './mail-catcher.js';
export { mailMigrations } from './mail.migrations.js';
export { createMailRepository } from './mail.repository.js';
export { mailRoutes, mailSinkDir } from './mail.routes.js';
export type { MailService } from './mail.service.js';
