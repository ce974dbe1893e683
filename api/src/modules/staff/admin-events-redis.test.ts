import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { STAFF_EVENT_NAMES } from '@store/contracts';
import { freshRedisEnv, redisAnswers, secondInstance } from '../../reliability/test-instances.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openStream, recordTransfer, ticketUrl } from './live-events-test-support.js';
import { staffToken, transferOrder } from './staff-test-support.js';

/**
 * Two instances of the store on one database and one Redis (README: "Several instances"): an
 * order placed on one reaches the back office that has its stream open on the other. A third
 * instance without Redis hears only its own.
 */
const redisUp = await redisAnswers();

describe(
  'live events fanned out through Redis to every instance',
  { skip: !redisUp && 'Redis is not reachable' },
  () => {
    let t: TestApp;
    let other: FastifyInstance;
    let alone: FastifyInstance;
    let owner: string;

    before(async () => {
      t = await createTestApp({ env: freshRedisEnv() });
      other = await secondInstance(t);
      alone = await secondInstance(t, { redis: null });
      for (const app of [t.app, other, alone]) await app.listen({ host: '127.0.0.1', port: 0 });
      await Promise.all([t.app.staffLive.ready(), other.staffLive.ready()]);
      owner = await staffToken(t, 'demo-ar', 'owner');
    });
    after(async () => {
      await other?.close();
      await alone?.close();
      await t?.close();
    });

    it('delivers an order placed on instance A, and its payment, to a stream on instance B', async () => {
      // The ticket is asked of one instance and used on another: it lives in the database.
      const live = await openStream(other, await ticketUrl(t.app, 'demo-ar', owner));
      const lonely = await openStream(alone, await ticketUrl(t.app, 'demo-ar', owner));
      await Promise.all([live.until('conectado'), lonely.until('conectado')]);

      const { id, total } = await transferOrder(t);
      const placed = await live.next(STAFF_EVENT_NAMES.orderPlaced);
      assert.deepEqual(
        [(placed.data as { order: { id: number; total: number } }).order.id, total],
        [id, (placed.data as { order: { total: number } }).order.total],
      );
      await live.next(STAFF_EVENT_NAMES.paymentChanged);

      await recordTransfer(t, owner, id, total);
      const approved = await live.next(STAFF_EVENT_NAMES.paymentChanged, live.seen.length);
      assert.deepEqual(approved.data, {
        order: { ...(approved.data as { order: object }).order, paymentStatus: 'approved' },
        paid: total,
        balance: 0,
      });

      // The instance without Redis heard nothing of A's order: its own marker comes first.
      const tenant = (await t.app.tenants.getByName('demo-ar'))!;
      alone.staffLive.publish(tenant.id, STAFF_EVENT_NAMES.orderPlaced, { marker: true });
      const first = await lonely.next(STAFF_EVENT_NAMES.orderPlaced);
      assert.deepEqual(first.data, { marker: true });
      await Promise.all([live.close(), lonely.close()]);
    });
  },
);
