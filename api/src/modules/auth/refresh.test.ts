import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT, UnsecuredJWT } from 'jose';
import { get, loggedIn, post } from '../../test/auth-support.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_BUYERS } from './auth.seed.js';
import { REFRESH_REUSE_GRACE_MS } from './login-sessions.js';

const [AR, CL] = DEMO_BUYERS;
const EXPIRED = 'Tu sesión expiró. Ingresá de nuevo.';
const REFRESH = '/api/TokenAuth/RefreshToken';

describe('refresh tokens: rotation, reuse, logout', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const refresh = (token: string, tenant = 'demo-ar', form: 'body' | 'query' = 'body') =>
    form === 'body'
      ? post(t, tenant, REFRESH, { refreshToken: token })
      : t.app.inject({
          method: 'POST',
          url: `${REFRESH}?refreshToken=${encodeURIComponent(token)}`,
          headers: { 'x-tenant': tenant },
        });
  /** A call that needs a live session: LogOut would end it, so a user-level read is used instead. */
  const canAct = async (accessToken: string) =>
    (
      await t.app.inject({
        method: 'PUT',
        url: '/api/services/app/Account/UpdateProfile',
        headers: { 'x-tenant': 'demo-ar', authorization: `Bearer ${accessToken}` },
        payload: {
          name: AR.fullName,
          email: AR.email,
          phoneNumber: AR.phoneNumber,
          company: AR.company,
        },
      })
    ).statusCode === 200;

  it('rotates: each refresh gives a new pair, in the query form of the spec too', async () => {
    const first = await loggedIn(t, 'demo-ar', AR.email, AR.password);
    const res = await refresh(first.refreshToken, 'demo-ar', 'query');
    assert.equal(res.statusCode, 200);
    const second = res.json().result;
    assert.notEqual(second.refreshToken, first.refreshToken);
    assert.notEqual(second.accessToken, first.accessToken);
    assert.ok(await canAct(second.accessToken));
    const third = await refresh(second.refreshToken);
    assert.equal(third.statusCode, 200);
  });

  it('lets two tabs refresh with the same token at once', async () => {
    const { refreshToken } = await loggedIn(t, 'demo-ar', AR.email, AR.password);
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    assert.ok(await canAct(a.json().result.accessToken));
    assert.ok(await canAct(b.json().result.accessToken));
  });

  it('revokes the whole family when an old refresh token comes back after the grace window', async () => {
    const login = await loggedIn(t, 'demo-ar', AR.email, AR.password);
    const rotated = (await refresh(login.refreshToken)).json().result;
    const next = (await refresh(rotated.refreshToken)).json().result;
    // The stolen copy of the first token is replayed later.
    await t.app.db
      .updateTable('auth_refresh_tokens')
      .set({ used_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000).toISOString() })
      .where('used_at', 'is not', null)
      .execute();
    const replay = await refresh(login.refreshToken);
    assert.equal(replay.statusCode, 401);
    assert.equal(replay.json().error.message, EXPIRED);
    // Every token of the family is dead now, the newest included, and its access tokens too.
    assert.equal((await refresh(next.refreshToken)).statusCode, 401);
    assert.equal(await canAct(next.accessToken), false);
    // Another login of the same buyer is a different family and still works.
    const other = await loggedIn(t, 'demo-ar', AR.email, AR.password);
    assert.ok(await canAct(other.accessToken));
  });

  it('refuses a refresh token of another tenant', async () => {
    const { refreshToken } = await loggedIn(t, 'demo-cl', CL.email, CL.password);
    const res = await refresh(refreshToken, 'demo-ar');
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error.message, 'Tu sesión no corresponde a esta tienda.');
  });

  it('refuses an access token, a forged, an expired and an unsigned refresh token', async () => {
    const { accessToken, refreshToken } = await loggedIn(t, 'demo-ar', AR.email, AR.password);
    const claims = await t.app.tokens.verify(refreshToken, 'refresh');
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      ten: 'demo-ar',
      typ: 'refresh',
      role: 'user',
      uid: claims.userId,
      sid: claims.sessionId,
    };
    const sign = (secret: Uint8Array, exp: number) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('store-api')
        .setAudience('store')
        .setSubject(claims.subject)
        .setJti(claims.tokenId)
        .setIssuedAt(now - 100)
        .setExpirationTime(exp)
        .sign(secret);
    const unsigned = new UnsecuredJWT(payload)
      .setIssuer('store-api')
      .setAudience('store')
      .setSubject(claims.subject)
      .setJti(claims.tokenId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const forged = await sign(new TextEncoder().encode('x'.repeat(40)), now + 600);
    const expired = await sign(key, now - 60);
    for (const token of [accessToken, forged, expired, unsigned, 'not-a-token']) {
      const res = await refresh(token);
      assert.equal(res.statusCode, 401, token);
      assert.equal(res.json().error.message, EXPIRED);
    }
    // None of those attempts spent the real token.
    assert.equal((await refresh(refreshToken)).statusCode, 200);
  });

  it('asks for the token in Spanish when it is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: REFRESH,
      headers: { 'x-tenant': 'demo-ar' },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.field, 'refreshToken');
    assert.equal(res.json().error.message, 'El campo "refreshToken" es obligatorio.');
  });

  it('LogOut ends the session: its access and refresh tokens stop working at once', async () => {
    const session = await loggedIn(t, 'demo-ar', AR.email, AR.password);
    const out = await get(t, 'demo-ar', '/api/TokenAuth/LogOut', session.accessToken);
    assert.equal(out.statusCode, 200);
    assert.equal(out.json().result.accepted, true);
    assert.equal(await canAct(session.accessToken), false);
    assert.equal((await refresh(session.refreshToken)).statusCode, 401);
  });

  it('LogOut of a guest answers accepted and changes nothing', async () => {
    const guest = (await get(t, 'demo-ar', '/api/TokenAuth/GetAccess')).json().result.accessToken;
    const out = await get(t, 'demo-ar', '/api/TokenAuth/LogOut', guest);
    assert.equal(out.statusCode, 200);
    assert.equal((await get(t, 'demo-ar', '/api/TokenAuth/LogOut', guest)).statusCode, 200);
  });
});
