import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * Runs `check` while `tenant`'s settings hold `changes`, written by SQL behind the API's back (as
 * an operator or another instance would), then writes the row back as it was, whatever `check`
 * did. `check` gets the settings as they were.
 */
export async function withTenantSettings(
  db: Kysely<Database>,
  tenant: string,
  changes: Record<string, unknown>,
  check: (before: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  const row = await db
    .selectFrom('tenants')
    .select('settings_json')
    .where('name', '=', tenant)
    .executeTakeFirstOrThrow();
  const before = JSON.parse(row.settings_json) as Record<string, unknown>;
  const write = (settingsJson: string) =>
    db
      .updateTable('tenants')
      .set({ settings_json: settingsJson })
      .where('name', '=', tenant)
      .execute();
  await write(JSON.stringify({ ...before, ...changes }));
  try {
    await check(before);
  } finally {
    await write(row.settings_json);
  }
}
