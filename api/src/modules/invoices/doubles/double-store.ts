import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * What the tax doubles remember (tickets, vouchers, DTE folios), in a SQLite file of their own:
 * it survives restarts (a restarted store must not find ARCA's last number back at 0) and may be
 * shared by the processes of one machine (the server and `npm run invoice`), as ARCA is one.
 */
export function openDoubleStore(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    create table if not exists arca_tickets (
      cuit text not null, service text not null, token text not null, sign text not null,
      expires_at text not null, primary key (cuit, service));
    create table if not exists arca_vouchers (
      cuit text not null, point_of_sale integer not null, type integer not null,
      number integer not null, detail_json text not null, cae text not null,
      cae_due text not null, processed_at text not null,
      primary key (cuit, point_of_sale, type, number));
    create table if not exists dte_documents (
      issuer text not null, type integer not null, folio integer not null,
      idempotency_key text, response_json text not null,
      primary key (issuer, type, folio));
    create unique index if not exists dte_documents_key on dte_documents (idempotency_key);
  `);
  return db;
}

export type DoubleStore = ReturnType<typeof openDoubleStore>;
