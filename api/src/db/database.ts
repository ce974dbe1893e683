import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { setRecent } from '../lib/recent-map.js';
import { sharedPerTurn } from '../lib/shared-per-turn.js';
import type { AuthTables } from '../modules/auth/auth.tables.js';
import type { BuyerAddressesTables } from '../modules/buyer-addresses/buyer-addresses.tables.js';
import type { CartTables } from '../modules/cart/cart.tables.js';
import type { CatalogTables } from '../modules/catalog/catalog.tables.js';
import type { DesignsTables } from '../modules/designs/designs.tables.js';
import type { InvoicesTables } from '../modules/invoices/invoices.tables.js';
import type { JobsTables } from '../modules/jobs/jobs.tables.js';
import type { MailTables } from '../modules/mail/mail.tables.js';
import type { QuotesTables } from '../modules/quotes/quotes.tables.js';
import type { OrdersTables } from '../modules/orders/orders.tables.js';
import type { PaymentsTables } from '../modules/payments/payments.tables.js';
import type { StaffTables } from '../modules/staff/staff.tables.js';
import type { TenantsTables } from '../modules/tenants/tenants.tables.js';

/** Every table of the store, one interface per module (`<module>.tables.ts`). */
export interface Database
  extends
    TenantsTables,
    AuthTables,
    MailTables,
    CatalogTables,
    CartTables,
    QuotesTables,
    OrdersTables,
    PaymentsTables,
    DesignsTables,
    JobsTables,
    BuyerAddressesTables,
    InvoicesTables,
    StaffTables {}

export type Dialect = 'sqlite' | 'postgres';

export interface CreateDbOptions {
  /** PostgreSQL only: the schema to work in (tests use one schema per test file). */
  searchPath?: string;
}

const PG_INT8_OID = 20;

function createPostgresPool(url: string, options: CreateDbOptions): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    // bigint columns (ids, money in minor units) stay far below 2^53: read them as numbers.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return database;
}

/**
 * Transactions that read then write fail with SQLITE_BUSY under a deferred BEGIN when another
 * process (the CLI next to the server) writes at the same time; BEGIN IMMEDIATE waits instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

const CACHED_STATEMENTS = 500;

/**
 * better-sqlite3 compiles SQL on every `prepare`, and Kysely prepares each query it runs: the
 * compiled statements are kept by their text (the most recent 500). Kysely runs one query at a
 * time on the connection; a statement still busy (a stream being read) is never handed out twice.
 */
function withStatementCache(
  database: SqliteDatabase.Database,
  closeToo: () => void,
): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      closeToo();
      database.close();
    },
    prepare(sql: string) {
      const kept = statements.get(sql);
      // Set again, the kept statement becomes the most recent one.
      if (kept && !kept.busy) {
        setRecent(statements, sql, kept, CACHED_STATEMENTS);
        return kept;
      }
      const statement = database.prepare(sql);
      setRecent(statements, sql, statement, CACHED_STATEMENTS);
      return statement;
    },
  };
}

/** The read connection of each Kysely instance createDb opened on an SQLite file. */
const readConnections = new WeakMap<Kysely<Database>, ReadConnection>();

/**
 * A second, read-only connection to the same SQLite file, opened on first use and closed with
 * the database: what it reads is always the last committed state (WAL), whatever the main
 * connection is doing (a transaction open across awaits, a long read being streamed).
 */
interface ReadConnection {
  get(): SqliteDatabase.Database;
  close(): void;
}

function readConnectionTo(file: string): ReadConnection {
  let connection: SqliteDatabase.Database | null = null;
  return {
    get() {
      if (!connection) {
        connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
        connection.pragma('busy_timeout = 5000');
      }
      return connection;
    },
    close() {
      connection?.close();
      connection = null;
    },
  };
}

export function createDb(config: DatabaseConfig, options: CreateDbOptions = {}): Kysely<Database> {
  if (config.dialect === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: createPostgresPool(config.url, options) }),
    });
  }
  const reader = readConnectionTo(config.file);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({
      database: withStatementCache(openSqlite(config.file), () => reader.close()),
    }),
  });
  if (config.file !== ':memory:') readConnections.set(db, reader);
  return db;
}

/**
 * A read asked on every request (the tenant's and the catalogue's revisions), compiled once.
 * On SQLite it runs as one prepared statement on the read connection, synchronously: Kysely's
 * promise chain and connection lock cost three times the statement. On PostgreSQL (and a
 * database createDb did not open) it runs through Kysely with the given parameters, shared by
 * the calls of one turn of the event loop (`sharedPerTurn`): a page kept in memory made a round
 * trip to the database for each revision, and at a few thousand pages a second the database took
 * the CPU the pages needed (docs/performance.md, 1 Dec).
 */
export function everyRequestRead<O>(
  db: Kysely<Database>,
  query: CompiledQuery<O>,
): (parameters?: readonly unknown[]) => Promise<O[]> {
  const reader = readConnections.get(db);
  if (!reader) {
    const read = sharedPerTurn(
      async (parameters) =>
        (await db.executeQuery<O>({ ...query, parameters: JSON.parse(parameters) as unknown[] }))
          .rows,
    );
    return (parameters = query.parameters) => read(JSON.stringify(parameters));
  }
  let statement: SqliteDatabase.Statement | null = null;
  return async (parameters = query.parameters) => {
    statement ??= reader.get().prepare(query.sql);
    return statement.all(...parameters) as O[];
  };
}

/** Which dialect a Kysely instance speaks; migrations use it where the two differ. */
export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Timestamps are stored as ISO-8601 text in UTC on both dialects. */
export function nowIso(): string {
  return new Date().toISOString();
}
