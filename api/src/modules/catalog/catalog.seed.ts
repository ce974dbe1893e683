import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Tenant } from '../tenants/index.js';
import { createActivityRepository } from './catalog-activity.repository.js';
import { importCatalog, readCatalog } from './import/catalog-importer.js';
import {
  DEMO_MARKETS,
  DEMO_VIDEO_FILE,
  DEMO_VIDEO_PATH,
  demoCatalog,
} from './seed/demo-catalog.js';

async function writeIfChanged(file: string, content: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current === content) return;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * Loads the demo catalogue into each demo tenant through the same importer a reseller uses, and
 * writes its pictures under the tenant's files. A tenant that already has products keeps them.
 */
export async function seedCatalog(app: FastifyInstance): Promise<void> {
  for (const market of DEMO_MARKETS) {
    const tenant = await app.tenants.getByName(market.tenant);
    if (!tenant) continue;
    const { document, files } = demoCatalog(market);
    const dir = join(app.config.tenantAssetsDir, market.tenant);
    for (const file of files) await writeIfChanged(join(dir, file.path), file.content);
    await mkdir(dirname(join(dir, DEMO_VIDEO_PATH)), { recursive: true });
    await copyFile(DEMO_VIDEO_FILE, join(dir, DEMO_VIDEO_PATH));
    if (await app.catalog.hasProducts(tenant.id)) {
      await seedActivity(app, tenant);
      continue;
    }
    const report = await importCatalog(
      app.db,
      tenant.id,
      readCatalog(JSON.stringify(document, null, 1), 'json'),
    );
    if (report.issues.length > 0)
      throw new Error(
        `The demo catalogue of ${market.tenant} has problems: ${JSON.stringify(report.issues.slice(0, 3))}`,
      );
    app.log.info({ tenant: market.tenant, products: report.created }, 'demo catalogue loaded');
    await seedActivity(app, tenant);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Some plausible buyer activity of the last three weeks, so the demo's 'Lo más pedido' shows a
 * real trending list: ten products that are not featured, each viewed and added to carts a
 * little less than the one before. Only into a store without any activity yet.
 */
async function seedActivity(app: FastifyInstance, tenant: Tenant): Promise<void> {
  const activity = createActivityRepository(app.db);
  if (await activity.hasEvents(tenant.id)) return;
  const featured = new Set(
    (await app.catalog.list(tenant, { featured: true, pageSize: 60 })).items.map((p) => p.id),
  );
  const { items } = await app.catalog.list(tenant, { sort: 'name', pageSize: 60, inStock: true });
  const chosen = items.filter((product) => !featured.has(product.id)).filter((_, i) => i % 5 === 2);
  const now = Date.now();
  const events = chosen.slice(0, 10).flatMap((product, rank) => {
    const views = 24 - 2 * rank;
    const carts = Math.max(1, 6 - Math.floor(rank / 2));
    return [
      ...Array.from({ length: views }, (_, n) => ({ kind: 'view' as const, n })),
      ...Array.from({ length: carts }, (_, n) => ({ kind: 'cart' as const, n })),
    ].map(({ kind, n }) => ({
      tenantId: tenant.id,
      productId: product.id,
      kind,
      at: new Date(now - ((n * 7 + rank * 3) % 21) * DAY_MS - n * 60_000).toISOString(),
    }));
  });
  await activity.record(events);
}
