import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../http/errors.js';
import { authMessages } from '../modules/auth/index.js';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import { freshRedisEnv, redisAnswers, secondInstance } from './test-instances.js';

/**
 * Two instances of the store on one database and one Redis: what one instance counted, the
 * other sees. A third instance without Redis (the default) counts alone, which shows the sharing
 * comes from Redis and not from the shared database.
 */
const redisUp = await redisAnswers();

describe(
  'rate limits and account locks shared by two instances',
  { skip: !redisUp && 'Redis is not reachable' },
  () => {
    let t: TestApp;
    let other: FastifyInstance;
    let alone: FastifyInstance;

    const guestToken = (app: FastifyInstance, ip: string) =>
      app.inject({
        method: 'GET',
        url: '/api/TokenAuth/GetAccess',
        headers: apiHeaders('demo-ar'),
        remoteAddress: ip,
      });
    const wrongLogin = (app: FastifyInstance, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/services/app/TokenAuth/Authenticate',
        headers: apiHeaders('demo-ar'),
        payload: {
          email: 'comprador@promosur.com.ar',
          password: 'no-es-la-clave',
          isEcommerceClient: true,
        },
        remoteAddress: ip,
      });

    before(async () => {
      t = await createTestApp({ env: freshRedisEnv() });
      other = await secondInstance(t);
      alone = await secondInstance(t, { redis: null });
    });
    after(async () => {
      await other?.close();
      await alone?.close();
      await t?.close();
    });

    it('counts the guest-token limit (30 a minute per address) across both instances', async () => {
      const ip = '203.0.113.10';
      for (let i = 0; i < 15; i += 1) {
        assert.equal((await guestToken(t.app, ip)).statusCode, 200);
        assert.equal((await guestToken(other, ip)).statusCode, 200);
      }
      for (const app of [t.app, other]) {
        const refused = await guestToken(app, ip);
        assert.equal(refused.statusCode, 429);
        assert.equal(refused.json().error.message, MESSAGES.tooManyRequests);
      }
      // An instance keeping its count in memory never saw those 30.
      assert.equal((await guestToken(alone, ip)).statusCode, 200);
      // Another address is not held back.
      assert.equal((await guestToken(other, '203.0.113.11')).statusCode, 200);
    });

    it('locks an account for an address after 5 wrong passwords, whichever instance got them', async () => {
      const ip = '203.0.113.20';
      for (let i = 0; i < 3; i += 1) assert.equal((await wrongLogin(t.app, ip)).statusCode, 422);
      for (let i = 0; i < 2; i += 1) assert.equal((await wrongLogin(other, ip)).statusCode, 422);
      const locked = await wrongLogin(other, ip);
      assert.equal(locked.statusCode, 429, locked.body);
      assert.equal(locked.json().error.message, authMessages('ARG').accountLocked);
      assert.ok(Number(locked.headers['retry-after']) > 0);
      assert.equal((await wrongLogin(t.app, ip)).statusCode, 429);
    });
  },
);
