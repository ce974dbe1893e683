import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { ImportFormat } from '@store/contracts/catalog-rules';
import type {
  CatalogImportJobSchema,
  CatalogImportSummarySchema,
} from '@store/contracts/wire/catalog-import';
import { nowIso, type Database } from '../../../db/database.js';
import { AppError } from '../../../http/errors.js';
import {
  createImportJobsRepository,
  type ImportJobRow,
  type ImportJobsRepository,
} from './catalog-import-jobs.repository.js';
import { importCatalog } from './catalog-importer.js';
import type { ImportDocument, ImportReport } from './import-types.js';
import { issueField } from './issue-fields.js';

export type CatalogImportJob = Static<typeof CatalogImportJobSchema>;
export type CatalogImportSummary = Static<typeof CatalogImportSummarySchema>;

/** A file the back office sends, read, with the audit entries of its two endings. */
export interface CatalogImportRequest {
  tenantId: number;
  fileName: string;
  format: ImportFormat;
  document: ImportDocument;
  /** In the import's transaction, once every line went in. */
  onImported: (trx: Kysely<Database>, summary: CatalogImportSummary) => Promise<unknown>;
  /** After the rollback of a file with a bad line (nothing changed). */
  onRefused: (issueCount: number) => Promise<unknown>;
}

/** An ended job is kept this long: its page polls it for a few seconds. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A running job not written this long ran in a process that died: its transaction went with it. */
const STALE_MS = 15 * 60 * 1000;
const MAX_ISSUES = 500;
// A job's answer is no error envelope, so no Chilean forms are put in: said without voseo.
const FAILED =
  'Ocurrió un error inesperado y no se importó nada. Se puede importar el archivo otra vez en unos minutos.';
const INTERRUPTED =
  'La importación se interrumpió (el servidor se reinició) y no se importó nada: hay que importar el archivo otra vez.';

const summaryOf = ({ created, updated, unchanged, variants }: ImportReport) => ({
  created,
  updated,
  unchanged,
  variants,
});

const isStale = (row: ImportJobRow, now: number) =>
  row.status === 'running' && now - Date.parse(row.updated_at) > STALE_MS;

function jobOf(row: ImportJobRow, now: number): CatalogImportJob {
  const stale = isStale(row, now);
  return {
    id: row.id,
    fileName: row.file_name,
    format: row.format === 'json' ? 'json' : 'csv',
    status: stale ? 'failed' : (row.status as CatalogImportJob['status']),
    done: Number(row.done),
    total: Number(row.total),
    summary: row.summary_json ? (JSON.parse(row.summary_json) as CatalogImportSummary) : null,
    issues: JSON.parse(row.issues_json) as CatalogImportJob['issues'],
    issueCount: Number(row.issue_count),
    error: stale ? INTERRUPTED : row.error,
  };
}

/**
 * The back office's imports (issue 32), run in the process that took the upload, after it
 * answered: each a whole import (`importCatalog` with `whole`: all of the file or nothing). Its
 * state is a row of `catalog_import_jobs`, written as it goes, so a poll that reaches another
 * instance reads it too. One import at a time per store: two files at once would race on the
 * same products.
 */
export function createCatalogImports(db: Kysely<Database>, logError: (error: unknown) => void) {
  const repository = createImportJobsRepository(db);
  const running = new Set<Promise<void>>();

  async function run(request: CatalogImportRequest, id: string) {
    // Progress is written beside the import's transaction, never awaited inside it: on SQLite
    // the one connection is the transaction's, so each write waits for its commit.
    let progress = Promise.resolve();
    const write = (changes: Parameters<ImportJobsRepository['update']>[1]) => {
      progress = progress
        .then(() => repository.update(id, { ...changes, updated_at: nowIso() }))
        .then(() => undefined, logError);
      return progress;
    };
    try {
      const report = await importCatalog(db, request.tenantId, request.document, {
        whole: true,
        onProgress: (done, total) => void write({ done, total }),
        onWrite: (trx, loaded) => request.onImported(trx, summaryOf(loaded)),
      });
      const issues = report.issues.map((issue) => ({
        ...issue,
        field: issueField(issue.message, request.format),
      }));
      if (issues.length > 0) await request.onRefused(issues.length);
      await write({
        status: issues.length > 0 ? 'refused' : 'imported',
        // A refused file's counts are of a rolled-back run: nothing was created or updated.
        summary_json: issues.length > 0 ? null : JSON.stringify(summaryOf(report)),
        issues_json: JSON.stringify(issues.slice(0, MAX_ISSUES)),
        issue_count: issues.length,
      });
    } catch (error) {
      logError(error);
      await write({ status: 'failed', error: FAILED });
    }
  }

  return {
    /** Starts the import and answers its job at once; a store's second import waits (409). */
    async start(request: CatalogImportRequest): Promise<CatalogImportJob> {
      const now = Date.now();
      await repository.forget(request.tenantId, new Date(now - KEEP_MS).toISOString());
      const busy = (await repository.running(request.tenantId)).find((row) => !isStale(row, now));
      if (busy)
        throw AppError.conflict(
          `Ya hay una importación en curso («${busy.file_name}»): esperá a que termine.`,
        );
      const at = nowIso();
      const row = {
        id: randomUUID(),
        tenant_id: request.tenantId,
        file_name: request.fileName,
        format: request.format,
        status: 'running',
        done: 0,
        total: request.document.products.length,
        summary_json: null,
        issues_json: '[]',
        issue_count: 0,
        error: null,
        created_at: at,
        updated_at: at,
      };
      await repository.insert(row);
      const task = run(request, row.id).finally(() => running.delete(task));
      running.add(task);
      return jobOf(row, now);
    },

    /** A job of this store as it stands; another store's or an unknown one is a 404. */
    async get(tenantId: number, id: string): Promise<CatalogImportJob> {
      const row = await repository.find(tenantId, id);
      if (!row)
        throw AppError.notFound(
          'No encontramos esa importación: puede haber terminado hace más de un día.',
        );
      return jobOf(row, Date.now());
    },

    /** Waits for the imports under way (the app closing). */
    async settle(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}

export type CatalogImports = ReturnType<typeof createCatalogImports>;
