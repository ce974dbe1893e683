import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCall, staffMemberToken, staffToken } from './staff-test-support.js';

const FORBIDDEN = (role: string) =>
  `Tu rol «${role}» no tiene permiso para esta acción. Un dueño de la tienda puede cambiar tu rol.`;
const AR_BANK = {
  bank: 'Banco Nación',
  accountHolder: 'Promo Sur S.A.',
  taxId: '30-70308853-4',
  accountType: null,
  accountNumber: null,
  cbu: '0110599520000001234569',
  alias: 'promo.sur.cobros',
  email: 'tesoreria@promosur.com.ar',
};

describe('/api/admin/store/texts, /bank, /features, /analytics: saved live by the owner alone', () => {
  let t: TestApp;
  let owner: string;
  let clOwner: string;

  const call = (
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
    token = owner,
    tenant = 'demo-ar',
  ) => staffCall(t, tenant, token, method, `/api/admin/store${url}`, payload);
  const read = async (
    what: 'texts' | 'bank' | 'features' | 'analytics',
    token = owner,
    tenant = 'demo-ar',
  ) => (await call('GET', `/${what}`, undefined, token, tenant)).json().result;
  const config = async (tenant = 'demo-ar') =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/services/app/PartnerConfigs/GetConfig',
        headers: apiHeaders(tenant),
      })
    ).json().result;
  const checkoutBank = async (tenant = 'demo-ar') =>
    t.app.tenants.checkoutSettings((await t.app.tenants.getByName(tenant))!).bank;
  const audit = async (subject: string) =>
    (
      await staffCall(
        t,
        'demo-ar',
        owner,
        'GET',
        `/api/admin/audit?q=${encodeURIComponent(subject)}`,
      )
    ).json().result.items as { action: string; before: unknown; after: unknown }[];

  before(async () => {
    t = await createTestApp();
    owner = await staffToken(t, 'demo-ar', 'owner');
    clOwner = await staffToken(t, 'demo-cl', 'owner');
  });
  after(() => t.close());

  it('is the owner’s alone: every other role gets a 403 in Spanish and nothing changes', async () => {
    const texts = await read('texts');
    const bank = await read('bank');
    for (const [role, name] of [
      ['sales', 'Ventas'],
      ['production', 'Producción'],
      ['catalogue', 'Catálogo'],
    ] as const) {
      const token = await staffMemberToken(t, 'demo-ar', role);
      for (const res of [
        await call('GET', '/texts', undefined, token),
        await call(
          'PUT',
          '/texts',
          { value: { about: 'x', policy: 'y' }, revision: texts.revision },
          token,
        ),
        await call('GET', '/bank', undefined, token),
        await call('PUT', '/bank', { value: AR_BANK, revision: bank.revision }, token),
      ]) {
        assert.equal(res.statusCode, 403, res.body);
        assert.equal(res.json().error.message, FORBIDDEN(name));
      }
    }
    assert.deepEqual(await read('texts'), texts);
    assert.deepEqual(await read('bank'), bank);
  });

  it('saves the about and policy texts live: GetConfig answers them at once', async () => {
    const { revision } = await read('texts');
    const texts = {
      about: '## Quiénes somos\r\n\r\nHacemos **regalos empresariales** desde 1998.',
      policy: 'Cambios dentro de los 10 días.',
    };
    const res = await call('PUT', '/texts', { value: texts, revision });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result;
    // A textarea's CRLF is kept as LF, so the storefront's paragraphs split alike everywhere.
    assert.equal(
      saved.value.about,
      '## Quiénes somos\n\nHacemos **regalos empresariales** desde 1998.',
    );
    assert.notEqual(saved.revision, revision);
    const now = await config();
    assert.equal(now.about, saved.value.about);
    assert.equal(now.policy, 'Cambios dentro de los 10 días.');
    const whitebox = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/WhiteBoxSettings/GetWhiteboxSettingsKey?key=about',
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(whitebox.json().result.value, saved.value.about);
    const [entry] = await audit('store:texts');
    assert.equal(entry?.action, 'store.texts.saved');
    assert.deepEqual(entry?.after, saved.value);
  });

  it('answers 409 in Spanish to a save from a form opened before another save, and keeps the other', async () => {
    const opened = await read('texts');
    const first = await call('PUT', '/texts', {
      value: { ...opened.value, policy: 'Primera versión.' },
      revision: opened.revision,
    });
    assert.equal(first.statusCode, 200, first.body);
    const second = await call('PUT', '/texts', {
      value: { ...opened.value, policy: 'Segunda versión.' },
      revision: opened.revision,
    });
    assert.equal(second.statusCode, 409, second.body);
    assert.match(second.json().error.message, /Otra persona cambió los textos mientras tanto/);
    assert.equal((await config()).policy, 'Primera versión.');
  });

  it('refuses a text over 20 000 characters, a wrong body or revision, and saves nothing', async () => {
    const opened = await read('texts');
    for (const body of [
      { value: { about: 'a'.repeat(20_001), policy: '' }, revision: opened.revision },
      { value: { about: 'a' }, revision: opened.revision },
      { value: { about: 'a', policy: 'b', extra: 1 }, revision: opened.revision },
      { value: { about: 'a', policy: 'b' }, revision: 'no-es-una-revision' },
      { value: { about: 'a', policy: 'b' } },
    ]) {
      const res = await call('PUT', '/texts', body);
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().error.message, /[áéíóúñ]|[A-Z]/);
    }
    assert.deepEqual(await read('texts'), opened);
  });

  it('answers the bank details buyers read by country, each store its own', async () => {
    const ar = await read('bank');
    assert.equal(ar.country, 'AR');
    assert.equal(ar.value.cbu, '0070123120000009750146');
    const cl = await read('bank', clOwner, 'demo-cl');
    assert.equal(cl.country, 'CL');
    assert.equal(cl.value.accountNumber, '00-123-45678-09');
    // A token of one store opens nothing of another.
    const crossed = await call('GET', '/bank', undefined, clOwner, 'demo-ar');
    assert.equal(crossed.statusCode, 401, crossed.body);
  });

  it('refuses a CBU whose check digits do not match, on its field, and changes nothing', async () => {
    const opened = await read('bank');
    const res = await call('PUT', '/bank', {
      value: { ...AR_BANK, cbu: '0110599520000001234568' },
      revision: opened.revision,
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().error.field, 'cbu');
    assert.equal(
      res.json().error.message,
      'El CBU tiene 22 dígitos y sus dos dígitos verificadores no coinciden.',
    );
    const chile = await call(
      'PUT',
      '/bank',
      {
        value: { ...AR_BANK, taxId: '76.086.428-4', accountType: null, accountNumber: null },
        revision: (await read('bank', clOwner, 'demo-cl')).revision,
      },
      clOwner,
      'demo-cl',
    );
    assert.equal(chile.statusCode, 400, chile.body);
    assert.equal(chile.json().error.message, 'El RUT no es válido (como 76.086.428-5).');
    assert.deepEqual(await read('bank'), opened);
    assert.equal((await checkoutBank())?.cbu, '0070123120000009750146');
  });

  it('saves good details: the checkout’s transfer answer reads them, and the audit has before and after', async () => {
    const opened = await read('bank');
    const res = await call('PUT', '/bank', {
      value: { ...AR_BANK, bank: '  Banco   Nación ', alias: '' },
      revision: opened.revision,
    });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result;
    assert.equal(saved.value.bank, 'Banco Nación');
    assert.equal(saved.value.alias, null);
    const bank = await checkoutBank();
    assert.equal(bank?.cbu, AR_BANK.cbu);
    assert.equal(bank?.bank, 'Banco Nación');
    const [entry] = await audit('store:bank');
    assert.equal(entry?.action, 'store.bank.saved');
    assert.equal((entry?.before as { cbu: string }).cbu, '0070123120000009750146');
    assert.equal((entry?.after as { cbu: string }).cbu, AR_BANK.cbu);
    const again = await call('PUT', '/bank', { value: AR_BANK, revision: opened.revision });
    assert.equal(again.statusCode, 409, again.body);
  });

  it('turns features on and off for buyers: GetConfig answers them at once, bad bodies change nothing', async () => {
    const opened = await read('features');
    assert.equal(opened.value.registrationInShop, true);
    assert.equal(opened.value.useFeaturedCategories, true);
    const res = await call('PUT', '/features', {
      value: { ...opened.value, registrationInShop: false, useFeaturedCategories: false },
      revision: opened.revision,
    });
    assert.equal(res.statusCode, 200, res.body);
    const now = await config();
    assert.equal(now.registrationInShop, false);
    assert.equal(now.useFeaturedCategories, false);
    const [entry] = await audit('store:features');
    assert.equal(entry?.action, 'store.features.saved');
    for (const body of [
      { value: { ...opened.value, quotation: 'sí' }, revision: res.json().result.revision },
      { value: { quotation: true }, revision: res.json().result.revision },
    ]) {
      const refused = await call('PUT', '/features', body);
      assert.equal(refused.statusCode, 400, refused.body);
    }
    assert.equal((await config()).quotation, true);
    const back = await call('PUT', '/features', {
      value: opened.value,
      revision: res.json().result.revision,
    });
    assert.equal(back.statusCode, 200, back.body);
  });

  it('keeps analytics codes in their formats only: a wrong one is refused on its field', async () => {
    const opened = await read('analytics');
    const wrong = await call('PUT', '/analytics', {
      value: { googleTagManagerCode: 'GTM-AB12CD3', googleAnalyticsCode: 'UA-1234', pixelFB: null },
      revision: opened.revision,
    });
    assert.equal(wrong.statusCode, 400, wrong.body);
    assert.equal(wrong.json().error.field, 'googleAnalyticsCode');
    assert.equal(
      wrong.json().error.message,
      'El código de Google Analytics es G- seguido de letras mayúsculas y números (por ejemplo G-AB12CD34EF).',
    );
    assert.equal((await config()).googleTagManagerCode, null);
    const res = await call('PUT', '/analytics', {
      value: { googleTagManagerCode: ' GTM-AB12CD3 ', googleAnalyticsCode: '', pixelFB: null },
      revision: opened.revision,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().result.value, {
      googleTagManagerCode: 'GTM-AB12CD3',
      googleAnalyticsCode: null,
      pixelFB: null,
    });
    assert.equal((await config()).googleTagManagerCode, 'GTM-AB12CD3');
  });
});
