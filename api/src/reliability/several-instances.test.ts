import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { arOrder } from '../modules/orders/test-orders.js';
import { simpleItem } from '../modules/pricing/test-carts.js';
import type { ProductDetail } from '../modules/catalog/index.js';
import { createClient, logIn, type Buyer, type Timings } from './buyer-journey.js';
import { prepareBuyers, startStoreCluster, type StoreCluster } from './store-instances.js';
import { freshRedisEnv, redisAnswers } from './test-instances.js';
import { createDb } from '../db/database.js';
import { recordFigures, recordMailFigures } from '../test/figures.js';

/**
 * Two API processes on one PostgreSQL schema, one Redis and one data folder, behind a
 * round-robin proxy: a buyer's calls land on both; one process is killed mid-journey and the
 * journey finishes on the other. PostgreSQL only: that is what several instances run on.
 */
const databaseUrl = process.env.DATABASE_URL;
const onPostgres = !!databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl);
const redisUp = await redisAnswers();
const APP = '/api/services/app';

describe(
  'the store on two processes',
  { skip: (!onPostgres && 'needs DATABASE_URL=postgres://...') || (!redisUp && 'needs Redis') },
  () => {
    let cluster: StoreCluster;
    let buyer: Buyer;
    const timings: Timings = [];

    before(async () => {
      cluster = await startStoreCluster({
        count: 2,
        databaseUrl: databaseUrl!,
        env: freshRedisEnv(),
      });
      buyer = (await prepareBuyers(cluster.databaseUrl, 1))[0]!;
    });
    after(async () => {
      if (!cluster) return;
      // Both processes' sinks write to the shared data folder; their outbox is the one schema.
      const db = createDb({ dialect: 'postgres', url: cluster.databaseUrl });
      try {
        await recordMailFigures(
          '2 instances: their mail',
          { dataDir: cluster.dataDir, db },
          10_000,
        );
      } finally {
        await db.destroy();
        await cluster.stop();
      }
    });

    it('sees a remote deployed to the shared origin on every instance', async () => {
      const deploy = join(cluster.dataDir, 'origin', 'deploy');
      await mkdir(deploy, { recursive: true });
      const manifest = {
        updatedAt: new Date().toISOString(),
        remotes: { 'mf-cart': { version: `v-${randomUUID().slice(0, 8)}` } },
      };
      // As the deploy tool does: a new file renamed over the old one.
      await writeFile(join(deploy, 'remotes.json.tmp'), JSON.stringify(manifest));
      await rename(join(deploy, 'remotes.json.tmp'), join(deploy, 'remotes.json'));
      for (const { port } of cluster.instances) {
        const res = await fetch(`http://127.0.0.1:${port}/deploy/remotes.json`);
        assert.deepEqual(await res.json(), manifest);
      }
    });

    it('finishes a buyer journey on the other process when one is killed mid-way', async () => {
      const call = createClient(cluster.url, timings);
      await logIn(call, buyer);
      const mug = await call<ProductDetail>(
        'product',
        buyer,
        'GET',
        `${APP}/Catalog/GetProductDetail?slug=taza-ceramica-clasica-11-oz`,
      );
      const item = simpleItem(mug, mug.variants[0]!, 6);
      await call('price', buyer, 'POST', `${APP}/ShoppingCarts/GetShoppingCartProductPrice`, {
        items: [item],
      });
      const saved = await call<{ version: number }>(
        'save cart',
        buyer,
        'POST',
        `${APP}/ShoppingCarts/CreateOrEditShoppingCart`,
        { items: [item], version: 0 },
      );
      assert.equal(saved.version, 1);
      // Both processes answered the buyer so far (round robin).
      assert.equal(cluster.served.size, 2);

      await cluster.instances[0]!.kill();
      const survivor = cluster.instances[1]!.port;
      const before = cluster.served.get(survivor)!;

      // The saved cart, the session and the order all work on the survivor.
      const cart = await call<{ items: { shoppingCartUUID: string }[]; version: number }>(
        'read cart',
        buyer,
        'GET',
        `${APP}/ShoppingCarts/GetShoppingCartsClient`,
      );
      assert.deepEqual(
        cart.items.map((i) => i.shoppingCartUUID),
        [item.shoppingCartUUID],
      );
      const places = await call<{ id: string; name: string }[]>(
        'locations',
        buyer,
        'GET',
        `${APP}/DomicilieLocations/GetAllByCityId?idcity=06791`,
      );
      const tandil = places.find((p) => p.name === 'Tandil')!.id;
      const key = randomUUID();
      const order = await call<{ id: number; number: string }>(
        'order',
        buyer,
        'POST',
        `${APP}/Orders/CompleteOrder`,
        arOrder([item], tandil),
        { 'idempotency-key': key },
      );
      const shown = await call<{ id: number }>(
        'order detail',
        buyer,
        'GET',
        `${APP}/Orders/GetOrderById?Id=${order.id}`,
      );
      assert.equal(shown.id, order.id);
      assert.ok(cluster.served.get(survivor)! >= before + 3);

      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
      try {
        const orders = await client.query('select count(*)::int as n from orders');
        recordFigures('2 instances, one killed mid-journey', {
          faultsSurvived: 1,
          lostOrDoubled: Math.abs(orders.rows[0].n - 1),
        });
        assert.equal(orders.rows[0].n, 1);
      } finally {
        await client.end();
      }
    });
  },
);
