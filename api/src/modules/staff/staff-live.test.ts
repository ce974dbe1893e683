import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { createFanout } from '../../lib/fanout.js';
import { openStream } from './live-events-test-support.js';
import { createStaffLive, type LiveMessage, type StaffLive } from './staff-live.js';

/**
 * The streams alone, on a bare Fastify with a heartbeat of 50 ms: what a proxy sees between
 * events, and a member who loses the orders losing the stream at the next beat.
 */
describe('staff live streams: heartbeat, the member checked at each beat, events per store', () => {
  let app: FastifyInstance;
  let live: StaffLive;
  const allowed = new Set([7, 8]);

  before(async () => {
    app = Fastify();
    const fanout = createFanout<LiveMessage>({ name: 'test', redis: null, log: app.log });
    live = createStaffLive({
      fanout,
      log: app.log,
      allowed: async (_tenantId, staffId) => allowed.has(staffId),
      heartbeatMs: 50,
    });
    app.get<{ Querystring: { staff: string } }>('/events', async (request, reply) => {
      live.open(reply, 1, Number(request.query.staff));
      return reply;
    });
    app.addHook('preClose', async () => live.endAll());
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(() => app.close());

  it('beats while idle, and ends the stream of a member who lost the orders', async () => {
    const kept = await openStream(app, '/events?staff=7');
    const lost = await openStream(app, '/events?staff=8');
    await Promise.all([kept.until(': latido'), lost.until(': latido')]);
    allowed.delete(8);
    await lost.ended();
    live.publish(1, 'order:placed', { order: 'x' });
    assert.deepEqual((await kept.next('order:placed')).data, { order: 'x' });
    assert.equal(live.size, 1);
    await kept.close();
  });

  it("writes an event only to its store's streams", async () => {
    const mine = await openStream(app, '/events?staff=7');
    await mine.until('conectado');
    live.publish(2, 'order:placed', { store: 2 });
    live.publish(1, 'order:placed', { store: 1 });
    assert.deepEqual((await mine.next('order:placed')).data, { store: 1 });
    assert.equal(mine.seen.length, 1);
    await mine.close();
  });
});
