import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT, UnsecuredJWT } from 'jose';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { GUEST_TOKEN_SECONDS } from './auth.service.js';

const ACCESS_URL = '/api/TokenAuth/GetAccess';

describe('guest tokens and the auth levels', () => {
  let t: TestApp;
  let key: Uint8Array;

  before(async () => {
    t = await createTestApp();
    key = new TextEncoder().encode(t.config.jwtSecret);
    // Test-only routes, one per auth level, answering who the caller is.
    for (const level of ['public', 'token', 'user'] as const) {
      t.app.get(`/api/test/${level}`, { config: { auth: level } }, async (request) => ({
        auth: request.auth,
      }));
    }
  });
  after(() => t.close());

  const getAccess = async (tenant: string) => {
    const res = await t.app.inject({ method: 'GET', url: ACCESS_URL, headers: apiHeaders(tenant) });
    assert.equal(res.statusCode, 200);
    return res.json().result as { accessToken: string; expireInSeconds: number };
  };
  const call = (level: string, tenant: string | null, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/test/${level}`, headers: apiHeaders(tenant, token) });

  /** A token as the API would sign it, with some claims changed. */
  const craft = (
    claims: Record<string, unknown>,
    options: { secret?: Uint8Array; exp?: number; iss?: string; aud?: string } = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ten: 'demo-ar', typ: 'access', role: 'guest', ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(options.iss ?? 'store-api')
      .setAudience(options.aud ?? 'store')
      .setSubject('guest:test')
      .setJti('test-token')
      .setIssuedAt(now - 10)
      .setExpirationTime(options.exp ?? now + 600)
      .sign(options.secret ?? key);
  };

  const assertRefused = async (token: string, message = 'Tu sesión expiró. Ingresá de nuevo.') => {
    const res = await call('token', 'demo-ar', token);
    assert.equal(res.statusCode, 401);
    const body = res.json();
    assert.equal(body.unAuthorizedRequest, true);
    assert.equal(body.error.message, message);
  };

  it('issues a 7-day guest token for the X-Tenant tenant', async () => {
    const { accessToken, expireInSeconds } = await getAccess('demo-ar');
    assert.equal(expireInSeconds, GUEST_TOKEN_SECONDS);
    const claims = await t.app.tokens.verify(accessToken, 'access');
    assert.equal(claims.tenant, 'demo-ar');
    assert.equal(claims.role, 'guest');
    assert.equal(claims.userId, null);
    assert.match(claims.subject, /^guest:[0-9a-f-]{36}$/);
    assert.equal(claims.expiresAt - claims.issuedAt, GUEST_TOKEN_SECONDS);
    const other = await getAccess('demo-ar');
    assert.notEqual(
      (await t.app.tokens.verify(other.accessToken, 'access')).subject,
      claims.subject,
    );
  });

  it('accepts the guest token on its tenant', async () => {
    const { accessToken } = await getAccess('demo-ar');
    const res = await call('token', 'demo-ar', accessToken);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().auth.tenant, 'demo-ar');
    assert.equal(res.json().auth.role, 'guest');
  });

  it('refuses the guest token on the other tenant, even on a public route', async () => {
    const { accessToken } = await getAccess('demo-ar');
    for (const level of ['token', 'public']) {
      const res = await call(level, 'demo-cl', accessToken);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error.message, 'Tu sesión no corresponde a esta tienda.');
    }
  });

  it('refuses an expired token', async () => {
    await assertRefused(await craft({}, { exp: Math.floor(Date.now() / 1000) - 60 }));
  });

  it('refuses a token once it expires, though it opened the API before', async (context) => {
    const now = Date.now();
    context.mock.timers.enable({ apis: ['Date'], now });
    const token = await craft({}, { exp: Math.floor(now / 1000) + 60 });
    assert.equal((await call('token', 'demo-ar', token)).statusCode, 200);
    // Five seconds of tolerance for the clocks of several instances, then refused.
    context.mock.timers.tick(64_000);
    assert.equal((await call('token', 'demo-ar', token)).statusCode, 200);
    context.mock.timers.tick(2_000);
    await assertRefused(token);
  });

  it('refuses a token signed with another secret', async () => {
    await assertRefused(
      await craft(
        {},
        { secret: new TextEncoder().encode('another-secret-of-at-least-32-characters!') },
      ),
    );
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const { accessToken } = await getAccess('demo-ar');
    const [header, , signature] = accessToken.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        ten: 'demo-ar',
        typ: 'access',
        role: 'user',
        uid: 1,
        sub: 'user:1',
        iss: 'store-api',
        aud: 'store',
        jti: 'x',
        iat: 1,
        exp: 9999999999,
      }),
    ).toString('base64url');
    await assertRefused(`${header}.${payload}.${signature}`);
  });

  it("refuses an unsigned token (alg 'none')", async () => {
    const token = new UnsecuredJWT({ ten: 'demo-ar', typ: 'access', role: 'guest' })
      .setIssuer('store-api')
      .setAudience('store')
      .setSubject('guest:x')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    await assertRefused(token);
  });

  it('refuses a refresh token used as an access token', async () => {
    await assertRefused(await craft({ typ: 'refresh' }));
    const signed = await t.app.tokens.sign({
      tenant: 'demo-ar',
      subject: 'user:1',
      role: 'user',
      userId: 1,
      typ: 'refresh',
      expiresIn: 60,
    });
    await assertRefused(signed);
  });

  it('refuses tokens of another issuer or audience, or with a role that does not fit', async () => {
    await assertRefused(await craft({}, { iss: 'someone-else' }));
    await assertRefused(await craft({}, { aud: 'other' }));
    await assertRefused(await craft({ role: 'admin' }));
    await assertRefused(await craft({ role: 'user' }));
  });

  it('refuses a header that is not a bearer token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/token',
      headers: { 'x-tenant': 'demo-ar', authorization: 'Basic abc' },
    });
    assert.equal(res.statusCode, 401);
  });

  it('asks for a session on token routes and lets public routes through without one', async () => {
    const missing = await call('token', 'demo-ar');
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().unAuthorizedRequest, true);
    const open = await call('public', 'demo-ar');
    assert.equal(open.statusCode, 200);
    assert.equal(open.json().auth, null);
  });

  it('keeps user routes for logged-in users', async () => {
    const { accessToken } = await getAccess('demo-ar');
    const guest = await call('user', 'demo-ar', accessToken);
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.json().error.message, 'Ingresá con tu cuenta para continuar.');
    const userToken = await t.app.tokens.sign({
      tenant: 'demo-ar',
      subject: 'user:7',
      role: 'user',
      userId: 7,
      typ: 'access',
      expiresIn: 600,
    });
    const user = await call('user', 'demo-ar', userToken);
    assert.equal(user.statusCode, 200);
    assert.deepEqual(user.json().auth, {
      tenant: 'demo-ar',
      subject: 'user:7',
      role: 'user',
      userId: 7,
      sessionId: null,
    });
  });

  it('refuses a guest token for an unknown tenant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: ACCESS_URL,
      headers: apiHeaders('nadie'),
    });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error.message, 'La tienda no existe.');
  });

  it('rate-limits guest tokens per IP: 30 a minute, then 429 in Spanish', async () => {
    // A separate address so the other tests' calls do not count.
    const fromIp = () =>
      t.app.inject({
        method: 'GET',
        url: ACCESS_URL,
        headers: apiHeaders('demo-cl'),
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 30; i += 1) assert.equal((await fromIp()).statusCode, 200);
    const refused = await fromIp();
    assert.equal(refused.statusCode, 429);
    // A Chilean store's buyer reads it in Chilean Spanish.
    assert.equal(
      refused.json().error.message,
      'Hiciste demasiados intentos. Espera un momento y vuelve a intentar.',
    );
    assert.ok(Number(refused.headers['retry-after']) > 0);
  });
});
