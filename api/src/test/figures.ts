import { appendFileSync } from 'node:fs';

/** What a reliability suite measured; any figure it does not measure is left out. */
export interface Figures {
  requests?: number;
  leaks?: number;
  serverErrors?: number;
  /** Records lost or doubled (orders, payments, carts), counted against what was answered. */
  lostOrDoubled?: number;
  faultsSurvived?: number;
}

/**
 * Keeps a suite's figures for the table `npm test` prints at its end (scripts/test.sh sets
 * STORE_FIGURES_FILE; without it nothing is kept). One JSON line per call, with the database.
 */
export function recordFigures(suite: string, figures: Figures): void {
  const file = process.env.STORE_FIGURES_FILE;
  if (!file) return;
  const database = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
    ? 'PostgreSQL'
    : 'SQLite';
  appendFileSync(file, `${JSON.stringify({ suite, database, ...figures })}\n`);
}
