import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { importCatalog, readCatalog } from './import/catalog-importer.js';
import { DEMO_MARKETS, demoCatalog } from './seed/demo-catalog.js';

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
    if (await app.catalog.hasProducts(tenant.id)) continue;
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
  }
}
