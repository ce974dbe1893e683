import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { nodeArgsFor } from '../test/node-args.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const CLI = nodeArgsFor('./catalog-import', import.meta.url);

const CSV = `external_id;name;category;price_tiers;sku;color;color_hex;stock;weight_grams;width_cm;height_cm;depth_cm
CLI-1;Vaso de prueba;tazas-y-jarros;1:1500,50;CLI-1-R;Rojo;#c62828;12;300;8;12;8
CLI-2;Sin stock válido;tazas-y-jarros;1:100;CLI-2-A;;;muchas;100;1;1;1
`;

describe('npm run catalog:import', () => {
  let t: TestApp;
  let env: Record<string, string>;
  before(async () => {
    t = await createTestApp();
    env = { STORE_DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent', JWT_SECRET: t.config.jwtSecret };
    if (t.config.database.dialect === 'postgres') {
      // The CLI works in this test's schema, as the store it is pointed at would.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        t.db,
      );
      const url = new URL(t.config.database.url);
      url.searchParams.set('options', `-c search_path=${rows[0]?.schema}`);
      env.DATABASE_URL = url.toString();
    }
  });
  after(() => t.close());

  const cli = (args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [...CLI, ...args],
        { env: { ...process.env, ...env } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('loads a CSV, prints each bad row with its line, and changes nothing the second time', async () => {
    const file = join(t.config.dataDir, 'catalogo.csv');
    await writeFile(file, CSV);
    const first = await cli([file, '--tenant', 'demo-ar']);
    assert.equal(first.code, 1, first.stderr);
    assert.match(
      first.stdout,
      /^línea 3: Fila del SKU "CLI-2-A": el campo "stock" debe ser un número entero\.$/m,
    );
    assert.match(
      first.stdout,
      /1 productos nuevos, 0 actualizados, 0 sin cambios, 1 variantes; 1 filas con problemas\./,
    );
    const second = await cli([file, '--tenant', 'demo-ar']);
    assert.match(
      second.stdout,
      /0 productos nuevos, 0 actualizados, 1 sin cambios, 1 variantes; 1 filas con problemas\./,
    );
    const ar = await t.app.tenants.getByName('demo-ar');
    assert.ok(ar);
    const cup = await t.app.catalog.detail(ar, 'vaso-de-prueba');
    assert.deepEqual(
      cup.variants.map((v) => [v.sku, v.stock]),
      [['CLI-1-R', 12]],
    );
  });

  it('explains a wrong command line in Spanish', async () => {
    const none = await cli([]);
    assert.equal(none.code, 2);
    assert.match(
      none.stderr,
      /^Uso: npm run catalog:import -- <archivo\.json\|archivo\.csv> --tenant <tienda>/,
    );
    const unknown = await cli([join(t.config.dataDir, 'no-existe.csv'), '--tenant', 'demo-ar']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /No se puede leer el archivo/);
    const file = join(t.config.dataDir, 'otro.csv');
    await writeFile(file, CSV);
    const tenant = await cli([file, '--tenant', 'no-existe']);
    assert.equal(tenant.code, 2);
    assert.match(tenant.stderr, /La tienda "no-existe" no existe\./);
    const format = await cli([join(t.config.dataDir, 'catalogo.xlsx'), '--tenant', 'demo-ar']);
    assert.match(format.stderr, /usá un archivo \.json o \.csv/);
  });
});
