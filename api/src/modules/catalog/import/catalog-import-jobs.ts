import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { ImportFormat } from '@store/contracts/catalog-rules';
import type {
  CatalogImportJobSchema,
  CatalogImportSummarySchema,
} from '@store/contracts/wire/catalog-import';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../http/errors.js';
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

/** A finished job stays readable this long; its page polls it for a few seconds. */
const KEEP_MS = 60 * 60 * 1000;
const MAX_ISSUES = 500;
const FAILED =
  'Ocurrió un error inesperado y no se importó nada. Intentá de nuevo en unos minutos.';

const summaryOf = ({ created, updated, unchanged, variants }: ImportReport) => ({
  created,
  updated,
  unchanged,
  variants,
});

/**
 * The back office's imports (issue 32), run in this process after the upload answered: each a
 * whole import (`importCatalog` with `whole`: all of the file or nothing), its progress kept here
 * for the page to poll. One import at a time per store: two files at once would race on the same
 * products.
 */
export function createCatalogImports(db: Kysely<Database>, logError: (error: unknown) => void) {
  const jobs = new Map<string, { tenantId: number; job: CatalogImportJob; endedAt: number }>();
  const running = new Set<Promise<void>>();

  const forget = (now: number) => {
    for (const [id, entry] of jobs)
      if (entry.job.status !== 'running' && now - entry.endedAt > KEEP_MS) jobs.delete(id);
  };

  async function run(request: CatalogImportRequest, job: CatalogImportJob) {
    const report = await importCatalog(db, request.tenantId, request.document, {
      whole: true,
      onProgress: (done, total) => Object.assign(job, { done, total }),
      onWrite: (trx, loaded) => request.onImported(trx, summaryOf(loaded)),
    });
    const issues = report.issues.map((issue) => ({
      ...issue,
      field: issueField(issue.message, request.format),
    }));
    Object.assign(job, {
      summary: summaryOf(report),
      issues: issues.slice(0, MAX_ISSUES),
      issueCount: issues.length,
    });
    if (issues.length > 0) await request.onRefused(issues.length);
    job.status = issues.length > 0 ? 'refused' : 'imported';
  }

  return {
    /** Starts the import and answers its job at once; a store's second import waits (409). */
    start(request: CatalogImportRequest): CatalogImportJob {
      const now = Date.now();
      forget(now);
      for (const entry of jobs.values())
        if (entry.tenantId === request.tenantId && entry.job.status === 'running')
          throw AppError.conflict(
            `Ya hay una importación en curso («${entry.job.fileName}»): esperá a que termine.`,
          );
      const job: CatalogImportJob = {
        id: randomUUID(),
        fileName: request.fileName,
        format: request.format,
        status: 'running',
        done: 0,
        total: request.document.products.length,
        summary: null,
        issues: [],
        issueCount: 0,
        error: null,
      };
      const entry = { tenantId: request.tenantId, job, endedAt: now };
      jobs.set(job.id, entry);
      const task = run(request, job)
        .catch((error: unknown) => {
          logError(error);
          Object.assign(job, { status: 'failed', error: FAILED });
        })
        .finally(() => {
          entry.endedAt = Date.now();
          running.delete(task);
        });
      running.add(task);
      return { ...job };
    },

    /** A job of this store as it stands; another store's or an unknown one is a 404. */
    get(tenantId: number, id: string): CatalogImportJob {
      const entry = jobs.get(id);
      if (!entry || entry.tenantId !== tenantId)
        throw AppError.notFound(
          'No encontramos esa importación: puede haber terminado hace más de una hora.',
        );
      return { ...entry.job };
    },

    /** Waits for the imports under way (the app closing). */
    async settle(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}

export type CatalogImports = ReturnType<typeof createCatalogImports>;
