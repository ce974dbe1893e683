import { appendFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { createMailRepository } from '../modules/mail/index.js';
import { mailSinkDir } from '../modules/mail/index.js';
import type { TestApp } from './test-app.js';

/** What a reliability suite measured; any figure it does not measure is left out. */
export interface Figures {
  requests?: number;
  leaks?: number;
  serverErrors?: number;
  /** Records lost or doubled (orders, payments, carts), counted against what was answered. */
  lostOrDoubled?: number;
  faultsSurvived?: number;
  /** Messages the store's SMTP sink received. */
  mailSent?: number;
  /** Mail still in the outbox after a refused attempt. */
  mailFailed?: number;
  /** Mail still in the outbox, never tried. */
  mailWaiting?: number;
}

const figuresFile = () => process.env.STORE_FIGURES_FILE;

/**
 * Keeps a suite's figures for the table `npm test` prints at its end (scripts/test.sh sets
 * STORE_FIGURES_FILE; without it nothing is kept). One JSON line per call, with the database.
 */
export function recordFigures(suite: string, figures: Figures): void {
  const file = figuresFile();
  if (!file) return;
  const database = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
    ? 'PostgreSQL'
    : 'SQLite';
  appendFileSync(file, `${JSON.stringify({ suite, database, ...figures })}\n`);
}

/**
 * The mail a store (one data folder, one database) sent during a suite, counted where it ended:
 * the messages its SMTP sink kept (`mail-sink/`: the outbox forgets a deleted account's mail,
 * the sink does not) and what its outbox still holds.
 */
export async function recordMailFigures(
  suite: string,
  store: { dataDir: string; db: Kysely<Database> },
  /** Processes of their own (no `idle()` to wait for): how long mail still on its way may take. */
  settleMs = 0,
): Promise<void> {
  if (!figuresFile()) return;
  const outbox = createMailRepository(store.db);
  const deadline = Date.now() + settleMs;
  while ((await outbox.counts()).waiting > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const { failed, waiting } = await outbox.counts();
  const kept = await readdir(mailSinkDir(store.dataDir)).catch(() => []);
  recordFigures(suite, {
    mailSent: kept.filter((name) => name.endsWith('.eml')).length,
    mailFailed: failed,
    mailWaiting: waiting,
  });
}

/** A test app's mail, once the work it does after answering and its outbox round are over. */
export async function recordTestAppMail(suite: string, t: TestApp): Promise<void> {
  if (!figuresFile()) return;
  await t.app.accounts.settled();
  await t.app.mail.idle();
  await recordMailFigures(suite, { dataDir: t.config.dataDir, db: t.db });
}
