import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { guestToken } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { DesignView } from '@store/contracts';
import { DESIGN_MESSAGES } from './design-messages.js';
import { DEFAULT_THREAD_PALETTE } from './designer-settings.js';
import { createRenderPool, RENDER_RETRY_AFTER_SECONDS } from './render-pool.js';
import { frontAtLimits, textOf } from './test-limit-designs.js';
import { multipart, threeInkLogo } from './test-pictures.js';

const APP = '/api/services/app';
const THREADS = 1;
const QUEUE = 2;

/** Issue 31: previews drawn by the render pool's threads, the event loop left to answer. */
describe('render pool', () => {
  let t: TestApp;
  let buyer: string;
  let front: ReturnType<typeof frontAtLimits>;
  const preview = () =>
    t.app.inject({
      method: 'POST',
      url: `${APP}/Designs/GetZecatEmbroidery`,
      headers: apiHeaders('demo-ar', buyer),
      payload: { view: front },
    });
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

  before(async () => {
    t = await createTestApp({
      env: { STORE_RENDER_THREADS: String(THREADS), STORE_RENDER_QUEUE: String(QUEUE) },
    });
    buyer = await guestToken(t, 'demo-ar');
    const body = multipart([['logo.png', 'image/png', await threeInkLogo(2000)]]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${APP}/OrderLogos/UploadLogos`,
      headers: { ...apiHeaders('demo-ar', buyer), 'content-type': body.type },
      payload: body.payload,
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    front = frontAtLimits([uploaded.json().result[0].name]);
  });
  after(() => t.close());

  it('answers /api/health, three times in turn, before any of the previews in flight is drawn', async () => {
    const finished: string[] = [];
    const previews = Array.from({ length: THREADS + QUEUE }, () =>
      preview().then((res) => {
        finished.push('preview');
        return res;
      }),
    );
    for (let round = 0; round < 3; round += 1) {
      assert.equal((await health()).statusCode, 200);
      finished.push('health');
    }
    for (const res of await Promise.all(previews)) assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(finished.slice(0, 3), ['health', 'health', 'health']);
  });

  it('answers 503 with Retry-After past the threads and the queue, and draws the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 2 * (THREADS + QUEUE) }, () => preview()),
    );
    const busy = answers.filter((res) => res.statusCode === 503);
    const drawn = answers.filter((res) => res.statusCode === 200);
    assert.equal(busy.length + drawn.length, answers.length);
    assert.ok(busy.length >= 1, 'some refused');
    assert.ok(drawn.length >= THREADS + QUEUE, `${drawn.length} drawn`);
    for (const res of busy) {
      assert.equal(res.json().error.message, DESIGN_MESSAGES.renderBusy);
      assert.equal(res.headers['retry-after'], String(RENDER_RETRY_AFTER_SECONDS));
    }
    // Once the queue has room again, a preview is drawn.
    assert.equal((await preview()).statusCode, 200);
  });

  it('gives up a drawing past its time limit with the same 503', async () => {
    const pool = createRenderPool({ threads: 1, queue: 1, timeoutMs: 1 });
    // A view of one text: no picture to look up.
    const texts = {
      view: 'Frente',
      printArea: { widthMm: 80, heightMm: 60 },
      elements: [textOf(0, 100)],
    };
    try {
      await assert.rejects(
        pool.embroidery(texts as unknown as DesignView, new Map(), 100, [
          ...DEFAULT_THREAD_PALETTE,
        ]),
        (error: { statusCode?: number; message?: string; retryAfterSeconds?: number }) =>
          error.statusCode === 503 &&
          error.message === DESIGN_MESSAGES.renderTooSlow &&
          error.retryAfterSeconds === RENDER_RETRY_AFTER_SECONDS,
      );
    } finally {
      await pool.close();
    }
  });
});
