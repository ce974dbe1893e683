import { rename, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { mailSinkDir } from '../modules/mail/index.js';
import { DEFAULT_CATCHER_PORT, startMailCatcher } from '../modules/mail/index.js';

/**
 * `node api/dist/cli/mail-catcher.js [--ready-file <file>]`: what `npm start` runs beside the
 * store when SMTP_URL is not set (scripts/start.sh), so a newcomer can read the activation mail.
 * It writes the SMTP address and the page's address, one a line, to the ready file once both
 * listen, prints the page's address, and runs until stopped. With SMTP_URL set it starts nothing.
 */
function catcherPort(env: NodeJS.ProcessEnv, storePort: number) {
  const raw = env.MAIL_CATCHER_PORT?.trim();
  if (!raw) {
    const port = DEFAULT_CATCHER_PORT === storePort ? 0 : DEFAULT_CATCHER_PORT;
    return { port, anyPortIfTaken: true };
  }
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535)
    throw new ConfigError('MAIL_CATCHER_PORT', `"${raw}" is not a port number (0 for any)`);
  if (port === storePort)
    throw new ConfigError('MAIL_CATCHER_PORT', `${port} is the store's own port (PORT)`);
  return { port, anyPortIfTaken: false };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { 'ready-file': { type: 'string' } },
  });
  if (process.env.SMTP_URL?.trim()) {
    process.stdout.write('SMTP_URL is set: the store sends its mail there, no mail catcher.\n');
    return 0;
  }
  const config = loadConfig();
  const { port, anyPortIfTaken } = catcherPort(process.env, config.port);
  const catcher = await startMailCatcher({
    dir: mailSinkDir(config.dataDir),
    webPort: port,
    anyPortIfTaken,
    publicUrl: config.publicUrl,
  });
  const readyFile = values['ready-file'];
  if (readyFile) {
    await writeFile(`${readyFile}.part`, `${catcher.smtpUrl}\n${catcher.webUrl}\n`);
    await rename(`${readyFile}.part`, readyFile);
  }
  process.stdout.write(`Mail catcher: every e-mail the store sends is at ${catcher.webUrl}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  await catcher.close();
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(
    `The mail catcher cannot start. ${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exitCode = 1;
}
