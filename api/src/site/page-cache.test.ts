import assert from 'node:assert/strict';
import { cp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loggedIn } from '../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_BUYERS } from '../modules/auth/index.js';
import { cartOf } from '../modules/quotes/quote-test-support.js';
import { freshRedisEnv, redisAnswers, secondInstance } from '../reliability/test-instances.js';
import { CACHE_STATE_HEADER, PAGE_CACHE_CONTROL } from './page-cache.js';
import type { DeployManifest } from './site.schemas.js';
import { NO_CACHE } from './cache-control.js';
import { staffCall, staffToken } from '../modules/staff/staff-test-support.js';
import type { StaffCategoryTree } from '@store/contracts/wire/catalog-categories';
import { bootOf, put, SHELL_INDEX } from './site-test-support.js';

/**
 * The page cache (README: "Page cache") on two instances of the store sharing one database, one
 * origin folder and one Redis, each listening so that catalogue pages are rendered on the server.
 * The shell's server build is a stand-in that does what the real one does with what it is given:
 * it loads the product over loopback HTTP as a guest and renders it, and it puts everything the
 * site handed it (address, boot payload, page) in the page, so a page holds exactly what the site
 * gave the renderer and what a guest's API call answered.
 */
const redisUp = await redisAnswers();

const SHELL_SERVER = `
exports.render = async ({ url, boot, apiBase, page }) => {
  // Everything it was given but the loopback address (each instance has its own port).
  const data = { given: { url, boot, page } };
  const detail = /\\/product-detail\\/(?:[^/]+\\/)?simple\\/([^/?]+)/.exec(url);
  if (detail) {
    const res = await fetch(
      apiBase + '/api/services/app/Catalog/GetProductDetail?slug=' + detail[1],
      { headers: { 'x-tenant': boot.tenant } },
    );
    data.product = (await res.json()).result;
  }
  const text = JSON.stringify(data).replace(/[<>&]/g, (c) => '&#' + c.charCodeAt(0) + ';');
  return { html: '<main id="rendered">' + text + '</main>', data };
};
`;

const ROUTES = [
  { pattern: '/', remote: 'mf-catalog', module: './HomePage' },
  {
    pattern: '/product-detail/:productType?/simple/:productDesc',
    remote: 'mf-catalog',
    module: './ProductDetailPage',
  },
  { pattern: '/checkout', remote: 'mf-checkout', module: './CheckoutPage' },
];

const deployOf = (version: string): DeployManifest => ({
  updatedAt: new Date().toISOString(),
  remotes: {
    'mf-catalog': {
      version,
      entry: `/remotes/mf-catalog/${version}/remoteEntry.js`,
      serverEntry: `/remotes/mf-catalog/${version}/server/remoteEntry.js`,
      history: [{ version, action: 'deploy', at: new Date().toISOString() }],
    },
  },
});

/** As the deploy tool writes it: a new file renamed over the old one. */
async function deploy(origin: string, version: string): Promise<void> {
  await put(origin, `remotes/mf-catalog/${version}/remoteEntry.js`, 'var mf_catalog;\n');
  await put(origin, 'deploy/remotes.json.next', JSON.stringify(deployOf(version)));
  await rename(join(origin, 'deploy/remotes.json.next'), join(origin, 'deploy/remotes.json'));
}

/**
 * As the deploy tool publishes a shell build: a whole new folder renamed in place of the old one.
 * The new build's `index.html` is the old one's (it names `main.js`, whose name has no hash); its
 * server build and its stylesheets are new.
 */
async function publishShell(origin: string, build: string): Promise<void> {
  const staging = join(origin, '.shell-staging');
  await cp(join(origin, 'shell'), staging, { recursive: true });
  await put(
    staging,
    'server/main.js',
    SHELL_SERVER.replace('id="rendered"', `id="rendered" data-build="${build}"`),
  );
  await put(staging, 'styles.json', JSON.stringify([`/shell/shell.${build}.css`]));
  await put(staging, 'main.js', `/* shell ${build} */`);
  await rename(join(origin, 'shell'), join(origin, '.shell-old'));
  await rename(staging, join(origin, 'shell'));
  await rm(join(origin, '.shell-old'), { recursive: true });
}

const stateOf = (res: LightMyRequestResponse) => res.headers[CACHE_STATE_HEADER];

/** Waits for what another instance's message does, a bounded number of event-loop turns. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    assert.ok(Date.now() < deadline, `${what} within 5 s`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe(
  'page cache: catalogue pages kept per instance, dropped on every instance on a change',
  { skip: !redisUp && 'Redis is not reachable' },
  () => {
    let t: TestApp;
    let other: FastifyInstance;
    let alone: FastifyInstance;
    let productPath: string;
    let productId: number;

    const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });

    before(async () => {
      t = await createTestApp({ env: freshRedisEnv() });
      const origin = t.config.originDir;
      await put(origin, 'shell/index.html', SHELL_INDEX);
      await put(origin, 'shell/routes.json', JSON.stringify(ROUTES));
      await put(origin, 'shell/server/main.js', SHELL_SERVER);
      await deploy(origin, '1.0.0');
      other = await secondInstance(t);
      // A third instance without Redis: it hears of nothing, which shows the dropping on the
      // other instances comes through Redis.
      alone = await secondInstance(t, { redis: null });
      // Catalogue pages are rendered on the server only while the instance listens.
      for (const app of [t.app, other, alone]) await app.listen({ host: '127.0.0.1', port: 0 });

      const tenant = await t.app.tenants.getByName('demo-ar');
      assert.ok(tenant);
      const { items } = await t.app.catalog.list(tenant, { pageSize: 60 });
      const simple = items.find((item) => item.kind === 'simple');
      assert.ok(simple, 'the demo catalogue has a simple product');
      productPath = `/demo-ar/product-detail/simple/${simple.slug}`;
      productId = simple.id;
    });
    after(async () => {
      await other?.close();
      await alone?.close();
      await t?.close();
    });

    const detailOf = async (app: FastifyInstance) => {
      const res = await page(app, productPath);
      assert.equal(res.statusCode, 200, res.body);
      const ssr = bootOf(res.body).ssr;
      assert.ok(ssr, 'the product page was rendered on the server');
      return { res, product: ssr.data.product as { variants: unknown; priceTiers?: unknown } };
    };

    const apiDetail = async () => {
      const slug = productPath.slice(productPath.lastIndexOf('/') + 1);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/services/app/Catalog/GetProductDetail?slug=${slug}`,
        headers: apiHeaders('demo-ar'),
      });
      return res.json().result as unknown;
    };

    it('serves the second request from the cache, and answers 304 to an unchanged page', async () => {
      const first = await page(t.app, '/demo-ar/');
      assert.equal(first.statusCode, 200);
      assert.equal(stateOf(first), 'miss');
      assert.equal(first.headers['cache-control'], PAGE_CACHE_CONTROL);
      assert.equal(first.headers.vary, 'Cookie, Accept-Encoding');
      assert.match(String(first.headers['content-security-policy']), /object-src 'none'/);
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[A-Za-z0-9_-]{32}"$/);
      assert.match(first.body, /<main id="rendered">/);

      const second = await page(t.app, '/demo-ar/');
      assert.equal(stateOf(second), 'hit');
      assert.equal(second.headers.etag, etag);
      assert.equal(second.body, first.body);
      assert.equal(second.headers['cache-control'], PAGE_CACHE_CONTROL);
      assert.equal(
        second.headers['content-security-policy'],
        first.headers['content-security-policy'],
      );

      const unchanged = await page(t.app, '/demo-ar/', { 'if-none-match': etag });
      assert.equal(unchanged.statusCode, 304);
      assert.equal(unchanged.body, '');
      assert.equal(unchanged.headers.etag, etag);
      assert.equal(unchanged.headers['cache-control'], PAGE_CACHE_CONTROL);
      // Any of a proxy's tags, weak or strong, as RFC 9110 compares them for If-None-Match.
      const listed = await page(t.app, '/demo-ar/', { 'if-none-match': `"x", W/${etag}` });
      assert.equal(listed.statusCode, 304);
      const stale = await page(t.app, '/demo-ar/', { 'if-none-match': '"not-this-page"' });
      assert.equal(stale.statusCode, 200);
      assert.equal(stale.body, first.body);

      // The brotli bytes are another representation: their own tag, and a 304 for them.
      const br = await page(t.app, '/demo-ar/', { 'accept-encoding': 'br' });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.notEqual(br.headers.etag, etag);
      const brAgain = await page(t.app, '/demo-ar/', {
        'accept-encoding': 'br',
        'if-none-match': String(br.headers.etag),
      });
      assert.equal(brAgain.statusCode, 304);

      // The other instance renders the same page (same bytes, same tag) for its own cache.
      const there = await page(other, '/demo-ar/');
      assert.equal(stateOf(there), 'miss');
      assert.equal(there.headers.etag, etag);
      assert.equal(stateOf(await page(other, '/demo-ar/')), 'hit');

      // A personal page is kept by no one.
      const checkout = await page(t.app, '/demo-ar/checkout');
      assert.equal(checkout.headers['cache-control'], NO_CACHE);
      assert.equal(checkout.headers.etag, undefined);
      assert.equal(stateOf(checkout), undefined);
    });

    it('keeps a page per page view: the signed-in header and the closed sidebar are other pages', async () => {
      const guest = await page(t.app, '/demo-ar/');
      const signedIn = await page(t.app, '/demo-ar/', { cookie: 'store_signed_in=1' });
      assert.equal(stateOf(signedIn), 'miss');
      assert.equal(bootOf(signedIn.body).view?.signedIn, true);
      assert.notEqual(signedIn.headers.etag, guest.headers.etag);
      assert.equal(bootOf((await page(t.app, '/demo-ar/')).body).view?.signedIn, false);
      const again = await page(t.app, '/demo-ar/', { cookie: 'store_signed_in=1; other=x' });
      assert.equal(stateOf(again), 'hit');
      assert.equal(again.body, signedIn.body);
      const closed = await page(t.app, '/demo-ar/', { cookie: 'store_sidebar=closed' });
      assert.equal(stateOf(closed), 'miss');
      assert.equal(bootOf(closed.body).view?.sidebarClosed, true);
    });

    it("keeps one page for a campaign's visitors: tracking parameters are not part of the address", async () => {
      const home = '/demo-ar/?pagina=2';
      const plain = await page(t.app, home);
      assert.equal(plain.statusCode, 200);
      const tracked = await page(
        t.app,
        '/demo-ar/?utm_source=boletin&pagina=2&gclid=Cj0K&UTM_Medium=mail',
      );
      assert.equal(stateOf(tracked), 'hit');
      assert.equal(tracked.body, plain.body);
      assert.doesNotMatch(tracked.body, /boletin|Cj0K/);
      // Any other parameter is the page's own: another page.
      const third = await page(t.app, '/demo-ar/?pagina=3&fbclid=x');
      assert.equal(stateOf(third), 'miss');
      assert.notEqual(third.headers.etag, plain.headers.etag);
    });

    it("holds no buyer's data: a buyer with a cart, then a guest, get pages with nothing of the buyer's", async () => {
      const buyer = DEMO_BUYERS[0];
      const session = await loggedIn(t, 'demo-ar', buyer.email, buyer.password);
      const [line] = await cartOf(t, 'demo-ar', 1);
      assert.ok(line);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/ShoppingCarts/CreateOrEditShoppingCart',
        headers: apiHeaders('demo-ar', session.accessToken),
        payload: { items: [line], version: 0 },
      });
      assert.equal(saved.statusCode, 200, saved.body);

      // What the buyer's browser sends with a page (the token too, as if a script had set it).
      const asBuyer = {
        cookie: `store_signed_in=1; token=${session.accessToken}`,
        authorization: `Bearer ${session.accessToken}`,
      };
      const secrets = [
        buyer.email,
        buyer.fullName,
        buyer.company,
        buyer.phoneNumber,
        session.accessToken,
        session.refreshToken,
        line.shoppingCartUUID,
      ];
      const holdsNone = (html: string, who: string) => {
        for (const secret of secrets)
          assert.ok(!html.includes(secret), `${who}'s page holds ${secret}`);
      };
      const buyerPages = [];
      for (const url of ['/demo-ar/', productPath]) {
        const first = await page(t.app, url, asBuyer);
        const cached = await page(t.app, url, asBuyer);
        assert.equal(stateOf(cached), 'hit');
        buyerPages.push(first, cached);
        const guest = await page(t.app, url);
        holdsNone(guest.body, 'a guest');
        assert.equal(bootOf(guest.body).view?.signedIn, false);
      }
      for (const res of buyerPages) holdsNone(res.body, 'the buyer');
    });

    it('makes the next page new on both instances after a price change', async () => {
      const before = await detailOf(t.app);
      assert.equal(stateOf((await detailOf(t.app)).res), 'hit');
      await detailOf(other);
      assert.equal(stateOf((await detailOf(other)).res), 'hit');
      await detailOf(alone);
      assert.ok(alone.pageCache.size > 0);

      await t.db
        .updateTable('catalog_price_tiers')
        .set((eb) => ({ unit_price_cents: eb('unit_price_cents', '+', 1234) }))
        .where('product_id', '=', productId)
        .execute();
      const priced = await apiDetail();
      assert.notDeepEqual(priced, before.product);

      const here = await detailOf(t.app);
      assert.equal(stateOf(here.res), 'miss');
      assert.deepEqual(here.product, priced);
      assert.notEqual(here.res.headers.etag, before.res.headers.etag);
      // Through Redis the other instance dropped its pages before it was asked for one; the
      // instance without Redis still holds its own until its next page.
      await until(() => other.pageCache.size === 0, 'the other instance drops its pages');
      assert.ok(alone.pageCache.size > 0);

      const there = await detailOf(other);
      assert.equal(stateOf(there.res), 'miss');
      assert.deepEqual(there.product, priced);
      assert.equal(stateOf((await detailOf(other)).res), 'hit');
      const aloneNow = await detailOf(alone);
      assert.equal(stateOf(aloneNow.res), 'miss');
      assert.deepEqual(aloneNow.product, priced);
    });

    it('makes the next page new on both instances after a deploy', async () => {
      const before = await detailOf(t.app);
      assert.equal(stateOf(before.res), 'hit');
      assert.equal(stateOf((await detailOf(other)).res), 'hit');

      await deploy(t.config.originDir, '1.1.0');
      for (const app of [t.app, other]) {
        const after = await detailOf(app);
        assert.equal(stateOf(after.res), 'miss');
        assert.equal(bootOf(after.res.body).deploy.remotes['mf-catalog']?.version, '1.1.0');
        assert.notEqual(after.res.headers.etag, before.res.headers.etag);
        assert.equal(stateOf((await detailOf(app)).res), 'hit');
      }
      // A rollback is a deploy of an earlier version: new pages again.
      await deploy(t.config.originDir, '1.0.0');
      const back = await detailOf(other);
      assert.equal(stateOf(back.res), 'miss');
      assert.equal(bootOf(back.res.body).deploy.remotes['mf-catalog']?.version, '1.0.0');
    });

    it("counts a product's view when its page is served from the cache", async () => {
      assert.equal(stateOf((await detailOf(t.app)).res), 'miss');
      const views = () =>
        t.db
          .selectFrom('catalog_product_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('product_id', '=', productId)
          .where('kind', '=', 'view')
          .executeTakeFirstOrThrow();
      // The other instance's views of the earlier tests, written on its own timer, would land
      // between the two counts: both instances write theirs first.
      for (const app of [t.app, other]) await app.catalog.writeViews();
      const before = Number((await views()).n);
      assert.equal(stateOf((await detailOf(t.app)).res), 'hit');
      await t.app.catalog.writeViews();
      assert.equal(Number((await views()).n), before + 1);
    });

    it('makes the next page new on both instances after a shell is published, its index.html unchanged', async () => {
      const before = await detailOf(t.app);
      await detailOf(other);
      assert.equal(stateOf((await detailOf(other)).res), 'hit');

      await publishShell(t.config.originDir, 'b2');
      for (const app of [t.app, other]) {
        const after = await detailOf(app);
        assert.equal(stateOf(after.res), 'miss');
        assert.match(after.res.body, /<main id="rendered" data-build="b2">/);
        assert.match(after.res.body, /href="\/shell\/shell\.b2\.css"/);
        assert.notEqual(after.res.headers.etag, before.res.headers.etag);
        assert.equal(stateOf((await detailOf(app)).res), 'hit');
      }
    });

    it("makes the next page's categories menu new on every instance after a staff move in the tree", async () => {
      const menuOf = async (app: FastifyInstance) => {
        const res = await page(app, '/demo-ar/');
        assert.equal(res.statusCode, 200, res.body);
        return { res, titles: bootOf(res.body).config.families.map((f) => f.title) };
      };
      const before = await menuOf(t.app);
      assert.equal(stateOf((await menuOf(t.app)).res), 'hit');
      await menuOf(other);
      await menuOf(alone);
      assert.notEqual(before.titles[1], 'Gorras');

      // The staff put «Gorras» first, through the back office's route.
      const owner = await staffToken(t, 'demo-ar', 'owner');
      const tree = await staffCall(t, 'demo-ar', owner, 'GET', '/api/admin/catalog/categories');
      const caps = (tree.json().result as StaffCategoryTree).categories.find(
        (c) => c.slug === 'gorras',
      )!;
      const moved = await staffCall(
        t,
        'demo-ar',
        owner,
        'PUT',
        `/api/admin/catalog/categories/${caps.id}/position`,
        { version: caps.version, parentId: null, position: 0 },
      );
      assert.equal(moved.statusCode, 200, moved.body);

      for (const app of [t.app, other, alone]) {
        const now = await menuOf(app);
        assert.equal(stateOf(now.res), 'miss');
        assert.deepEqual(now.titles.slice(0, 2), ['Todas', 'Gorras']);
        assert.deepEqual(
          [...now.titles].sort(),
          [...before.titles].sort(),
          'the same categories, in the new order',
        );
      }
    });
  },
);
