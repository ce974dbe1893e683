import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../lib/file-store.js';
import type { CartRepository } from './cart.repository.js';

/**
 * Uploads no saved cart names (by the file's name or the line it was uploaded for) are deleted
 * once they are older than `unreferencedAfterMs`: a guest's cart lives only in the browser, and
 * designs tried and dropped would otherwise fill the disk. Three days leave a guest time to log
 * in (which saves the cart) or to come back. Checked every `everyMs`, reading `batch` rows a query.
 */
export const CART_FILE_RETENTION = {
  unreferencedAfterMs: 72 * 60 * 60_000,
  everyMs: 60 * 60_000,
  batch: 500,
} as const;

/** A line's UUID, or a stored file's name (`<uuid>.<ext>`), wherever a saved cart holds it. */
const REFERENCE =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.(png|jpg|webp|pdf))?/gi;

export function createRetentionSweep(
  repository: CartRepository,
  files: FileStore,
  log: FastifyBaseLogger,
) {
  let running: Promise<number> | null = null;

  /** Every line UUID and file name the tenant's saved carts hold, read a page at a time. */
  async function referencesOf(tenantId: number): Promise<Set<string>> {
    const references = new Set<string>();
    let afterId = 0;
    for (;;) {
      const page = await repository.cartItemsAfter(tenantId, afterId, CART_FILE_RETENTION.batch);
      for (const cart of page) {
        afterId = cart.id;
        for (const [found] of cart.items_json.matchAll(REFERENCE))
          references.add(found.toLowerCase());
      }
      if (page.length < CART_FILE_RETENTION.batch) return references;
    }
  }

  /** One round: deletes the unreferenced old files (rows and bytes); answers how many. */
  async function sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - CART_FILE_RETENTION.unreferencedAfterMs).toISOString();
    // Read once a round per tenant: one pass over the carts, not one query per file.
    const referencesByTenant = new Map<number, Promise<Set<string>>>();
    let deleted = 0;
    let afterId = 0;
    for (;;) {
      const page = await repository.filesBefore(before, afterId, CART_FILE_RETENTION.batch);
      for (const file of page) {
        afterId = file.id;
        const { tenant_id: tenantId, stored_name: name, shopping_cart_uuid: line } = file;
        let references = referencesByTenant.get(tenantId);
        if (!references) {
          references = referencesOf(tenantId);
          referencesByTenant.set(tenantId, references);
        }
        const known = await references;
        if (known.has(name.toLowerCase()) || known.has(line.toLowerCase())) continue;
        // The row first: a file without a row is never served, a row without its file would be.
        await repository.deleteFile(file.id);
        await files.remove(name);
        deleted += 1;
      }
      if (page.length < CART_FILE_RETENTION.batch) break;
    }
    if (deleted) log.info({ deleted }, 'cart files no saved cart uses were deleted');
    return deleted;
  }

  return {
    sweep,
    /** A round unless one is still running (a slow round never overlaps the next). */
    runOnce(now = Date.now()): Promise<number> {
      running ??= sweep(now)
        .catch((error: unknown) => {
          log.error({ err: error }, 'cart file retention failed');
          return 0;
        })
        .finally(() => (running = null));
      return running;
    },
    /** Waits for a round in progress (shutdown). */
    idle: async () => void (await running),
  };
}

export type RetentionSweep = ReturnType<typeof createRetentionSweep>;
