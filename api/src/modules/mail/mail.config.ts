import { ConfigError, type AppConfig } from '../../config.js';

export interface MailSettings {
  /** Where mail goes; null: the in-process SMTP sink (development) or nowhere yet (production). */
  smtpUrl: string | null;
  /** The sender address; the display name is the tenant's. */
  fromAddress: string;
  /** The in-process SMTP sink and `/dev/inbox`: only in development and tests (STORE_DEV or
   * STORE_DEV_INBOX), without SMTP_URL and outside production. `npm start` has neither. */
  devInbox: boolean;
}

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** SMTP_URL, MAIL_FROM and NODE_ENV; a bad value stops start-up naming the variable. */
export function readMailSettings(config: AppConfig, env: Env = process.env): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) {
    let protocol: string;
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      throw new ConfigError('SMTP_URL', 'is not a valid smtp:// or smtps:// address');
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new ConfigError('SMTP_URL', 'must start with smtp:// or smtps://');
  }
  const fromAddress = env.MAIL_FROM?.trim() || `no-reply@${new URL(config.publicUrl).hostname}`;
  if (!EMAIL.test(fromAddress))
    throw new ConfigError('MAIL_FROM', `"${fromAddress}" is not an e-mail address`);
  const production = env.NODE_ENV?.trim().toLowerCase() === 'production';
  return { smtpUrl, fromAddress, devInbox: config.devInbox && !smtpUrl && !production };
}
