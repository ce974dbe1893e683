import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../lib/file-store.js';
import type { DesignHolders } from './design-holders.js';
import type { DesignsRepository } from './designs.repository.js';

/**
 * Builder uploads no design uses are deleted once older than `unreferencedAfterMs`. Used means
 * named in a saved cart, a quote or an order line (an image of a design, or a view's mockup); a
 * registered buyer's logo library is kept whole. Three days, as for the cart's files: a guest's
 * design lives only in the browser until they log in or ask for a quote.
 */
export const DESIGN_UPLOAD_RETENTION = {
  unreferencedAfterMs: 72 * 60 * 60_000,
  everyMs: 60 * 60_000,
  batch: 500,
} as const;

const UPLOAD_NAME =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|svg)/gi;

export function createDesignSweep(
  repository: DesignsRepository,
  holders: DesignHolders,
  uploads: FileStore,
  log: FastifyBaseLogger,
) {
  let running: Promise<number> | null = null;

  async function usedBy(tenantId: number): Promise<Set<string>> {
    const used = new Set<string>();
    for (const [, pageOf] of holders.all())
      for (let afterId = 0, full = true; full;) {
        const page = await pageOf(tenantId, afterId, DESIGN_UPLOAD_RETENTION.batch);
        for (const row of page) {
          afterId = Number(row.id);
          for (const [name] of row.json.matchAll(UPLOAD_NAME)) used.add(name.toLowerCase());
        }
        full = page.length === DESIGN_UPLOAD_RETENTION.batch;
      }
    return used;
  }

  /** One round: the old unused uploads' rows, then their files; answers how many went. */
  async function sweep(now: number): Promise<number> {
    const before = new Date(now - DESIGN_UPLOAD_RETENTION.unreferencedAfterMs).toISOString();
    const usedByTenant = new Map<number, Promise<Set<string>>>();
    let deleted = 0;
    for (let afterId = 0, full = true; full;) {
      const page = await repository.sweepCandidates(before, afterId, DESIGN_UPLOAD_RETENTION.batch);
      for (const upload of page) {
        afterId = Number(upload.id);
        const tenantId = Number(upload.tenant_id);
        if (!usedByTenant.has(tenantId)) usedByTenant.set(tenantId, usedBy(tenantId));
        if ((await usedByTenant.get(tenantId)!).has(upload.stored_name.toLowerCase())) continue;
        // The row first: a file without a row is never served or drawn.
        await repository.deleteUpload(Number(upload.id));
        await uploads.remove(upload.stored_name);
        deleted += 1;
      }
      full = page.length === DESIGN_UPLOAD_RETENTION.batch;
    }
    if (deleted) log.info({ deleted }, 'builder uploads no design uses were deleted');
    return deleted;
  }

  return {
    /** A round unless one is under way (a slow round never overlaps the next). */
    runOnce(now = Date.now()): Promise<number> {
      running ??= sweep(now)
        .catch((error: unknown) => {
          log.error({ err: error }, 'builder upload sweep failed');
          return 0;
        })
        .finally(() => (running = null));
      return running;
    },
    idle: async () => void (await running),
  };
}
