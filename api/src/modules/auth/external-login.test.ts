import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { get, inboxOf, post } from '../../test/auth-support.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const CLIENT_ID = 'store-test.apps.googleusercontent.com';
const EXTERNAL = 'TokenAuth/ExternalAuthenticate';

interface GoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/** A local double of Google's token endpoint and published keys: codes map to accounts. */
async function startGoogleDouble(accounts: Record<string, GoogleAccount>) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const received: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/certs') return response.end(JSON.stringify({ keys: [jwk] }));
      const form = new URLSearchParams(body);
      received.push(form);
      const account = accounts[form.get('code') ?? ''];
      if (request.url !== '/token' || !account || form.get('client_secret') !== 'secret') {
        response.statusCode = 400;
        return response.end(JSON.stringify({ error: 'invalid_grant' }));
      }
      const idToken = await new SignJWT({ ...account })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      response.end(JSON.stringify({ id_token: idToken, access_token: 'x' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('external login without a configured provider', () => {
  it('refuses Google clearly, in Spanish, and lists no provider', async () => {
    const t = await createTestApp();
    try {
      const res = await post(t, 'demo-ar', EXTERNAL, {
        authProvider: 'Google',
        providerAccessCode: 'abc',
        redirectUri: `${t.config.publicUrl}/demo-ar/auth`,
      });
      assert.equal(res.statusCode, 422);
      assert.equal(
        res.json().error.message,
        'El ingreso con Google no está disponible en esta tienda.',
      );
      const list = await get(
        t,
        'demo-ar',
        '/api/services/app/TokenAuth/GetExternalAuthenticationProviders',
      );
      assert.deepEqual(list.json().result, []);
    } finally {
      await t.close();
    }
  });
});

describe('external login with Google', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startGoogleDouble>>;
  const saved = { ...process.env };
  before(async () => {
    google = await startGoogleDouble({
      'new-buyer': {
        sub: 'g-1',
        email: 'Nueva@Gmail.com',
        email_verified: true,
        name: 'Nueva Compradora',
      },
      'pending-buyer': {
        sub: 'g-2',
        email: 'pendiente@gmail.com',
        email_verified: true,
        name: 'Pendiente',
      },
      unverified: { sub: 'g-3', email: 'sinverificar@gmail.com', email_verified: false, name: 'X' },
    });
    Object.assign(process.env, {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_TOKEN_URL: `${google.base}/token`,
      GOOGLE_JWKS_URL: `${google.base}/certs`,
    });
    t = await createTestApp();
  });
  after(async () => {
    process.env = saved;
    await t.close();
    await google.close();
  });

  const external = (
    code: string,
    tenant = 'demo-ar',
    redirectUri = `${t.config.publicUrl}/${tenant}/auth`,
  ) =>
    post(t, tenant, EXTERNAL, {
      authProvider: 'Google',
      providerAccessCode: code,
      redirectUri,
      isEcommerceClient: true,
    });

  it('lists Google with what the login page needs', async () => {
    const res = await get(
      t,
      'demo-ar',
      '/api/services/app/TokenAuth/GetExternalAuthenticationProviders',
    );
    assert.deepEqual(res.json().result, [
      {
        name: 'Google',
        clientId: CLIENT_ID,
        authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        scope: 'openid email profile',
      },
    ]);
  });

  it('creates an active account for a new Google user and logs it in; the next time finds it', async () => {
    const res = await external('new-buyer');
    assert.equal(res.statusCode, 200, res.body);
    const first = res.json().result;
    assert.equal(first.canLogin, true);
    assert.equal(first.email, 'nueva@gmail.com');
    assert.equal(first.fullName, 'Nueva Compradora');
    assert.equal((await t.app.tokens.verify(first.accessToken, 'access')).tenant, 'demo-ar');
    assert.equal(google.received.at(-1)?.get('redirect_uri'), `${t.config.publicUrl}/demo-ar/auth`);
    const second = (await external('new-buyer')).json().result;
    assert.equal(second.userId, first.userId);
    // The same Google user is another account in the other tenant.
    const chile = (await external('new-buyer', 'demo-cl')).json().result;
    assert.notEqual(chile.userId, first.userId);
  });

  it('activates and links a pending account with the same verified e-mail', async () => {
    await post(t, 'demo-ar', 'Account/RegisterUser', {
      name: 'Pendiente',
      email: 'pendiente@gmail.com',
      password: 'Remeras-estampadas-26',
    });
    await inboxOf(t, 'pendiente@gmail.com');
    const res = (await external('pending-buyer')).json().result;
    assert.equal(res.canLogin, true);
    const login = await post(t, 'demo-ar', 'TokenAuth/Authenticate', {
      email: 'pendiente@gmail.com',
      password: 'Remeras-estampadas-26',
    });
    assert.equal(login.json().result.canLogin, true);
    assert.equal(login.json().result.userId, res.userId);
  });

  it('refuses an unverified e-mail, a refused code and a foreign return address, creating nothing', async () => {
    const count = async () => (await t.db.selectFrom('auth_users').select('id').execute()).length;
    const before = await count();
    const unverified = await external('unverified');
    assert.equal(unverified.statusCode, 422);
    assert.match(unverified.json().error.message, /no tiene el correo verificado/);
    const refused = await external('stolen-code');
    assert.equal(refused.statusCode, 422);
    assert.equal(
      refused.json().error.message,
      'No pudimos confirmar tu ingreso con Google. Intentá de nuevo.',
    );
    for (const redirectUri of [
      'https://evil.example/demo-ar/auth',
      `${t.config.publicUrl}/demo-cl/auth`,
      'no es una dirección',
    ]) {
      const res = await external('new-buyer', 'demo-ar', redirectUri);
      assert.equal(res.statusCode, 400, redirectUri);
      assert.equal(res.json().error.field, 'redirectUri');
    }
    const unknownProvider = await post(t, 'demo-ar', EXTERNAL, {
      authProvider: 'Facebook',
      providerAccessCode: 'x',
      redirectUri: `${t.config.publicUrl}/demo-ar/auth`,
    });
    assert.equal(unknownProvider.statusCode, 400);
    assert.equal(
      unknownProvider.json().error.message,
      'El campo "authProvider" tiene un valor no permitido.',
    );
    assert.equal(await count(), before);
  });
});
