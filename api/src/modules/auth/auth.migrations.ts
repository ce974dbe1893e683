import type { Migration } from 'kysely';
import {
  withForeignId,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../../db/migration-helpers.js';

/** Guest tokens need no table; buyer accounts, login sessions and e-mailed codes start at 0210. */
export const authMigrations: Record<string, Migration> = {
  '0210_create_auth_users': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('auth_users'));
      table = withForeignId(table, 'tenant_id', 'tenants.id');
      table = table
        .addColumn('email', 'text')
        .addColumn('full_name', 'text', (col) => col.notNull())
        .addColumn('phone_number', 'text')
        .addColumn('company', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('activated_at', 'text')
        .addColumn('deleted_at', 'text');
      await withTimestamps(table).execute();
      await db.schema
        .createIndex('auth_users_tenant_email')
        .on('auth_users')
        .columns(['tenant_id', 'email'])
        .unique()
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('auth_users').execute();
    },
  },

  '0220_create_auth_sessions': {
    async up(db: MigrationDb) {
      let sessions = db.schema
        .createTable('auth_sessions')
        .addColumn('id', 'text', (col) => col.primaryKey());
      sessions = withForeignId(sessions, 'tenant_id', 'tenants.id');
      sessions = withForeignId(sessions, 'user_id', 'auth_users.id', { onDelete: 'cascade' });
      await sessions
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('revoked_reason', 'text')
        .execute();
      await db.schema
        .createIndex('auth_sessions_user')
        .on('auth_sessions')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('auth_refresh_tokens')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('session_id', 'text', (col) =>
          col.notNull().references('auth_sessions.id').onDelete('cascade'),
        )
        .addColumn('parent_id', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('auth_refresh_tokens_session')
        .on('auth_refresh_tokens')
        .column('session_id')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('auth_refresh_tokens').execute();
      await db.schema.dropTable('auth_sessions').execute();
    },
  },

  '0230_create_auth_email_codes': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('auth_email_codes'));
      table = withForeignId(table, 'user_id', 'auth_users.id', { onDelete: 'cascade' });
      await table
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('auth_email_codes_user_purpose')
        .on('auth_email_codes')
        .columns(['user_id', 'purpose'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('auth_email_codes').execute();
    },
  },

  '0240_create_auth_login_failures': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('auth_login_failures'));
      table = withForeignId(table, 'tenant_id', 'tenants.id');
      await table
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('failed_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('auth_login_failures_account')
        .on('auth_login_failures')
        .columns(['tenant_id', 'email', 'failed_at'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('auth_login_failures').execute();
    },
  },

  '0250_create_auth_external_logins': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('auth_external_logins'));
      table = withForeignId(table, 'tenant_id', 'tenants.id');
      table = withForeignId(table, 'user_id', 'auth_users.id', { onDelete: 'cascade' });
      await table
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('auth_external_logins_identity')
        .on('auth_external_logins')
        .columns(['tenant_id', 'provider', 'subject'])
        .unique()
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('auth_external_logins').execute();
    },
  },

  // The lock is per account and address together (login-throttle.ts).
  '0260_add_auth_login_failure_address': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('auth_login_failures')
        .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('auth_login_failures_account_address')
        .on('auth_login_failures')
        .columns(['tenant_id', 'email', 'address', 'failed_at'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('auth_login_failures_account_address').execute();
      await db.schema.alterTable('auth_login_failures').dropColumn('address').execute();
    },
  },
  // The back office (issue 32): staff block a buyer (no login, no orders) and edit the buyer's
  // record under a version, so the second of two staff saves gets 409 instead of undoing the first.
  '1430_auth_user_blocked': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('auth_users').addColumn('blocked_at', 'text').execute();
      await db.schema
        .alterTable('auth_users')
        .addColumn('staff_version', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('auth_users').dropColumn('staff_version').execute();
      await db.schema.alterTable('auth_users').dropColumn('blocked_at').execute();
    },
  },
};
