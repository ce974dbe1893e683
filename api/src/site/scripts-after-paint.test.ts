import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { bootOf, putCatalogOrigin } from './site-test-support.js';

/**
 * A server-rendered page starts the shell's script after its paint, from an inline starter the
 * Content-Security-Policy allows by its hash; a page the browser renders keeps the deferred
 * script. The shell's server build is a stand-in that renders the detail route and fails the
 * home, which is then rendered by the browser.
 */

const SHELL_SERVER = `
exports.render = async ({ url }) => {
  if (!url.includes('/product-detail/')) throw new Error('rendered by the browser');
  return { html: '<main id="rendered">Taza</main>', data: {} };
};
`;

/** The script-src sources of a page's Content-Security-Policy. */
const scriptSources = (csp: unknown) =>
  (/(?:^|;\s*)script-src ([^;]*)/.exec(String(csp))?.[1] ?? '').split(' ');

/** Every inline script that runs (not the boot payload, which is JSON). */
const inlineScripts = (html: string) =>
  [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([^]*?)<\/script>/g,
    ),
  ].map((match) => match[1] ?? '');

describe("a server-rendered page's scripts: started after its paint", () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
    await putCatalogOrigin(t.config.originDir, SHELL_SERVER);
  });
  after(async () => {
    await t?.close();
  });

  it("starts the shell and asks for the route's scripts from an inline script its policy allows by hash", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/demo-ar/product-detail/simple/taza-ceramica-clasica-11-oz',
    });
    assert.equal(res.statusCode, 200);
    assert.ok(bootOf(res.body).ssr, 'the page was rendered on the server');
    assert.ok(!res.body.includes('<script defer src="/shell/main.js">'), 'no deferred shell');
    assert.match(
      res.body,
      /<script data-src="\/shell\/main\.js" data-preloads="\/remotes\/mf-catalog\/1\.0\.0\/remoteEntry\.js">/,
    );
    // Nothing of the scripts is asked for before the paint: the starter asks for all of them.
    assert.doesNotMatch(res.body, /<link rel="preload" as="script"/);

    const [starter, ...others] = inlineScripts(res.body);
    assert.ok(starter, 'the page has its starter');
    assert.deepEqual(others, [], 'and no other inline script');
    const hash = `'sha256-${createHash('sha256').update(starter).digest('base64')}'`;
    const sources = scriptSources(res.headers['content-security-policy']);
    assert.deepEqual(
      sources,
      ["'self'", hash],
      'its policy allows the starter and nothing inline else',
    );
  });

  it('keeps the deferred shell and allows no inline script on a page the browser renders', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo-ar/' });
    assert.equal(res.statusCode, 200);
    assert.equal(bootOf(res.body).ssr, undefined, 'the browser renders it');
    assert.match(res.body, /<script defer src="\/shell\/main\.js"><\/script>/);
    // Its route's scripts are asked for with the stylesheets: it paints nothing without them.
    assert.match(
      res.body,
      /<link rel="preload" as="script" href="\/remotes\/mf-catalog\/1\.0\.0\/remoteEntry\.js">/,
    );
    assert.deepEqual(inlineScripts(res.body), []);
    assert.deepEqual(scriptSources(res.headers['content-security-policy']), ["'self'"]);
  });
});
