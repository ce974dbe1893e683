import { waitFor } from '@testing-library/react';
import { storageKeys, type PriceEntry } from '@store/contracts';
import { emit, request, sessionHolder } from '@store/platform';
import { createFakeCartApi, refusal, type FakeCartApi } from '../../test/fake-cart-api';
import '../../test/init-i18n';
import '../../i18n/messages';
import { startCartRuntime, stopCartRuntime, type CartRuntime } from './cart-runtime';
import { builtDesign, mug, mugRequest, quantities, shirtRequest, shirts } from './test-items';

const TENANT = 'demo-ar';
const KEY = storageKeys.cart(TENANT);
const BUYER = {
  userId: 7,
  email: 'comprador@promosur.com.ar',
  fullName: 'Ana',
  phoneNumber: null,
  company: null,
};

let fake: FakeCartApi;
let cart: CartRuntime;

function start(options: { multiple?: boolean } = {}) {
  cart = startCartRuntime(
    TENANT,
    { isMultipleVariantDesigns: options.multiple ?? false, withTaxes: false },
    fake.api,
  );
  return cart.model.serial(async () => undefined);
}
const state = () => cart.model.store.getState();
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  sessionHolder.set({ accessToken: 'guest-token', user: null });
  fake = createFakeCartApi();
});
afterEach(() => stopCartRuntime());

describe('a guest cart', () => {
  it('answers cart:add-requested, refusing a product already in the cart', async () => {
    await start();
    await expect(request('cart:add-requested', mugRequest())).resolves.toEqual({
      ok: true,
      itemCount: 1,
    });
    await expect(request('cart:add-requested', mugRequest({ variantId: 12 }))).resolves.toEqual({
      ok: false,
      message: 'El producto seleccionado ya se encuentra en el carrito.',
    });
  });

  it('prices what a page would add (cart:price-requested) without adding it, with the reason of a refusal', async () => {
    await start();
    await expect(
      request('cart:price-requested', mugRequest({ quantity: 4, applicationTechniqueId: 7 })),
    ).resolves.toMatchObject({ ok: true, price: { subTotal: 4 * 1234.5 } });
    expect(fake.calls).toContain('price');
    expect(state().items).toEqual([]);
    fake.failNext(refusal('Este producto no se vende con menos de 50 unidades.'));
    await expect(request('cart:price-requested', mugRequest())).resolves.toEqual({
      ok: false,
      message: 'Este producto no se vende con menos de 50 unidades.',
    });
  });

  it('gives the builder a line back and puts its saved design in the same place (cart:line-requested)', async () => {
    await start({ multiple: true });
    const design = { kind: 'store-design', productDesc: 'taza-ceramica', views: [] };
    await request(
      'cart:add-requested',
      mugRequest({ applicationTechniqueId: 7, customization: design }),
    );
    await request('cart:add-requested', mugRequest({ variantId: 12 }));
    const [first] = state().items;
    if (!first) throw new Error('no line');
    await expect(
      request('cart:line-requested', { shoppingCartUUID: first.shoppingCartUUID }),
    ).resolves.toEqual(first);
    await expect(request('cart:line-requested', { shoppingCartUUID: 'otra' })).resolves.toBeNull();
    const changed = { ...design, views: [{ view: 'Frente' }] };
    await expect(
      request(
        'cart:add-requested',
        mugRequest({
          quantity: 60,
          applicationTechniqueId: 7,
          customization: changed,
          replacesShoppingCartUUID: first.shoppingCartUUID,
        }),
      ),
    ).resolves.toEqual({ ok: true, itemCount: 2 });
    const [line, other] = state().items;
    expect(line).toMatchObject({
      shoppingCartUUID: first.shoppingCartUUID,
      value: { quantity: 60, customization: changed },
    });
    expect(other?.value).toMatchObject({ id: 12 });
  });

  it('is kept only in this browser, with the prices the server gave, and never saved on the server', async () => {
    await start();
    await cart.model.add(mugRequest({ quantity: 3 }));
    expect(stored()).toMatchObject({ owner: null, items: [{ value: { quantity: 3 } }] });
    expect(stored().prices.at(-1).type).toBe('Total');
    expect(fake.calls).not.toContain('save');
  });

  it('comes back from storage after a reload and refreshes its prices', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ owner: null, items: [mug()], prices: null, version: 0, dirty: false }),
    );
    await start();
    expect(state().items).toHaveLength(1);
    expect(state().prices?.at(-1)?.type).toBe('Total');
  });

  it('refuses an add the server will not price, with its reason, and keeps the cart as it was', async () => {
    await start();
    fake.failNext(refusal('Del producto «Taza cerámica» hay 5 unidades disponibles.'));
    await expect(cart.model.add(mugRequest({ quantity: 50 }))).resolves.toEqual({
      ok: false,
      message: 'Del producto «Taza cerámica» hay 5 unidades disponibles.',
    });
    expect(state().items).toEqual([]);
  });

  it('keeps a removal when the rest of the cart cannot be priced, and shows why', async () => {
    await start();
    await cart.model.add(mugRequest());
    await cart.model.add(shirtRequest([{ size: 'M', quantity: 2 }]));
    fake.failNext(refusal('El producto «Remera algodón» ya no está disponible.'));
    await cart.model.remove({ shoppingCartUUID: state().items[0]!.shoppingCartUUID });
    expect(state().items.map(quantities)).toEqual([{ M: 2 }]);
    expect(state().priceProblem).toBe('El producto «Remera algodón» ya no está disponible.');
  });

  it('follows another tab through the stored copy', async () => {
    await start();
    const other = mug();
    localStorage.setItem(
      KEY,
      JSON.stringify({ owner: null, items: [other], prices: null, version: 0, dirty: false }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(state().items).toEqual([other]);
  });
});

describe('buy-now (direct) mode', () => {
  it('holds one product, never persisted, without touching the cart or its prices; leaving refreshes them', async () => {
    await start();
    await cart.model.add(mugRequest({ quantity: 2 }));
    const cartPrices = state().prices;
    await cart.model.add({ ...shirtRequest([{ size: 'S', quantity: 4 }]), mode: 'direct' });
    expect(state().mode).toBe('direct');
    expect(state().direct?.items.map(quantities)).toEqual([{ S: 4 }]);
    expect(state().prices).toBe(cartPrices);
    expect(stored().items).toHaveLength(1);

    fake.calls.length = 0;
    await cart.model.exitDirect();
    expect(state()).toMatchObject({ mode: 'cart', direct: null });
    expect(fake.calls).toEqual(['price']);
  });
});

describe('cart:contents-requested (what the checkout orders)', () => {
  it('answers the priced cart, or the buy-now product alone in direct mode', async () => {
    await start();
    await cart.model.add(mugRequest({ quantity: 2 }));
    const inCart = await request('cart:contents-requested', {});
    expect(inCart.mode).toBe('cart');
    expect(inCart.items.map((item) => item.generic.name)).toEqual(['Taza cerámica']);
    expect(inCart.prices?.at(-1)?.type).toBe('Total');

    await cart.model.add({ ...shirtRequest([{ size: 'S', quantity: 4 }]), mode: 'direct' });
    const direct = await request('cart:contents-requested', {});
    expect(direct.mode).toBe('direct');
    expect(direct.items.map(quantities)).toEqual([{ S: 4 }]);
  });

  it("answers a quote's lines at the quote's prices with its id (quote to order), the cart kept", async () => {
    await start();
    await cart.model.add(mugRequest({ quantity: 2 }));
    const quoted = [shirts([{ size: 'M', quantity: 10 }]), mug()];
    const locked = [{ type: 'Total', value: { total: 999 } }] as PriceEntry[];
    fake.calls.length = 0;
    await expect(
      request('cart:quote-order-requested', { quoteId: 'q-1', items: quoted, prices: locked }),
    ).resolves.toEqual({ ok: true });
    const contents = await request('cart:contents-requested', {});
    expect(contents).toMatchObject({
      mode: 'direct',
      items: quoted,
      prices: locked,
      quoteId: 'q-1',
    });
    expect(fake.calls).not.toContain('price');
    expect(state().items.map(quantities)).toEqual([2]);

    await cart.model.exitDirect();
    expect((await request('cart:contents-requested', {})).quoteId).toBeNull();
  });

  it('answers a cart being priced once its prices have arrived', async () => {
    await start();
    const release = fake.hold();
    const adding = cart.model.add(mugRequest());
    await waitFor(() => expect(state().pricing).toBe(true));
    const answer = request('cart:contents-requested', {});
    release();
    await adding;
    const contents = await answer;
    expect(contents.items).toHaveLength(1);
    expect(contents.prices?.at(-1)?.type).toBe('Total');
  });
});

describe('checkout:order-placed', () => {
  it('re-reads the saved cart the order emptied on the server', async () => {
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    await start();
    await cart.model.add(mugRequest());
    fake.setSaved([], fake.saved().version + 1);
    emit('checkout:order-placed', { orderId: 41, mode: 'cart' });
    await waitFor(() => expect(state().items).toEqual([]));
    expect(stored()).toMatchObject({ owner: 7, items: [] });
  });

  it('leaves the cart as it was after a buy-now order', async () => {
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    await start();
    await cart.model.add(mugRequest({ quantity: 3 }));
    await cart.model.add({ ...shirtRequest([{ size: 'S', quantity: 4 }]), mode: 'direct' });
    emit('checkout:order-placed', { orderId: 42, mode: 'direct' });
    await waitFor(() => expect(state()).toMatchObject({ mode: 'cart', direct: null }));
    expect(state().items.map(quantities)).toEqual([3]);
  });
});

describe('bulk add from a quotation', () => {
  it('adds the missing products and says how many were skipped', async () => {
    await start();
    await cart.model.add(mugRequest());
    await expect(
      request('cart:bulk-add-requested', { items: [mug(), shirts([{ size: 'M', quantity: 1 }])] }),
    ).resolves.toEqual({
      ok: true,
      added: 1,
      skipped: 1,
      message:
        'La cotización se agregó parcialmente al carrito, 1 productos no se agregaron ya que se encuentran agregados previamente.',
    });
  });

  it('refuses a quotation whose products are all in the cart', async () => {
    await start();
    await cart.model.add(mugRequest());
    await expect(cart.model.bulkAdd({ items: [mug()] })).resolves.toEqual({
      ok: false,
      message:
        'La cotización no puede ser agregada al carrito ya que todos los productos se encuentran agregados previamente.',
      allPresent: true,
    });
  });
});

describe('bulk add from a reorder', () => {
  it("makes the items of an order's requests with the cart's factory, mockups and designs kept", async () => {
    await start();
    const design = builtDesign();
    const result = await request('cart:bulk-add-requested', {
      requests: [
        mugRequest({
          applicationTechniqueId: 3,
          applicationTechniqueName: 'Serigrafía',
          customization: design,
          customizationRender: '/files/mockups/taza.png',
        }),
        shirtRequest([
          { size: 'M', quantity: 2 },
          { size: 'L', quantity: 3 },
        ]),
      ],
    });
    expect(result).toEqual({ ok: true, added: 2, skipped: 0, message: null });
    const [mugLine, shirtLine] = state().items;
    expect(mugLine).toMatchObject({
      type: 'ProductoSimple',
      generic: { id: 1, name: 'Taza cerámica' },
      value: {
        id: 11,
        quantity: 10,
        isCustomizable: true,
        applicationTechnique: { id: 3, name: 'Serigrafía' },
        customization: design,
        customizationRender: '/files/mockups/taza.png',
      },
    });
    expect(shirtLine?.type).toBe('ProductoCurva');
    expect(quantities(shirtLine)).toEqual({ M: 2, L: 3 });
    // The mockup is kept by address (nothing uploaded) and the server priced the new cart.
    expect(fake.calls).not.toContain('uploadPreview');
    expect(state().prices).not.toBeNull();
  });
});

describe('a logged-in buyer', () => {
  it('saves every change on the server, which prices it', async () => {
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    await start();
    await cart.model.add(mugRequest({ quantity: 4 }));
    expect(fake.saved()).toMatchObject({ version: 1, items: [{ value: { quantity: 4 } }] });
    expect(stored()).toMatchObject({ owner: 7, version: 1, dirty: false });
  });

  it('re-reads the cart when another tab saved first, and applies the change on top', async () => {
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    await start();
    await cart.model.add(mugRequest());
    const fromOtherTab = [...fake.saved().items, shirts([{ size: 'L', quantity: 2 }])];
    fake.setSaved(fromOtherTab, 5);
    await cart.model.remove({ shoppingCartUUID: fromOtherTab[0]!.shoppingCartUUID });
    expect(fake.saved()).toMatchObject({ version: 6 });
    expect(fake.saved().items.map(quantities)).toEqual([{ L: 2 }]);
  });

  it("says 'Error al obtener la configuración del producto.' when an add cannot be saved", async () => {
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    await start();
    fake.failNext(new Error('network'));
    await expect(request('cart:add-requested', mugRequest())).resolves.toMatchObject({
      ok: false,
      message: 'Error al obtener la configuración del producto.',
    });
  });

  it('keeps an update whose save failed for the next save (spec: those errors are not shown)', async () => {
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    await start();
    await cart.model.add(mugRequest({ quantity: 4 }));
    fake.failNext(new Error('network'));
    const target = { shoppingCartUUID: state().items[0]!.shoppingCartUUID };
    await expect(cart.model.update(target, 9)).resolves.toMatchObject({ ok: true });
    expect(stored()).toMatchObject({ dirty: true, items: [{ value: { quantity: 9 } }] });
    await cart.model.refreshPrices();
    expect(fake.saved().items.map(quantities)).toEqual([9]);
  });
});

describe('a logged-in buyer opening the store again', () => {
  it("shows the buyer's copy at once, then the server's cart", async () => {
    const copy = mug({ quantity: 2 });
    localStorage.setItem(
      KEY,
      JSON.stringify({ owner: 7, items: [copy], prices: null, version: 1, dirty: false }),
    );
    fake.setSaved([mug({ quantity: 30 })], 2);
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    const release = fake.hold();
    cart = startCartRuntime(
      TENANT,
      { isMultipleVariantDesigns: false, withTaxes: false },
      fake.api,
    );
    // The server has not answered yet: the copy is what shows.
    await waitFor(() => expect(state().ready).toBe(true));
    expect(state().items).toEqual([copy]);
    release();
    await cart.model.serial(async () => undefined);
    expect(state()).toMatchObject({ version: 2, items: [{ value: { quantity: 30 } }] });
  });

  it("keeps a 'Comprar ahora' made before the cart had loaded as the product to check out", async () => {
    fake.setSaved([mug({ quantity: 30 })], 2);
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    // The product page asks before this remote has loaded: the request waits for its handler.
    const bought = request('cart:add-requested', {
      ...mugRequest({ quantity: 4 }),
      mode: 'direct',
    });
    await start();
    await expect(bought).resolves.toMatchObject({ ok: true });
    await cart.model.serial(async () => undefined);
    expect(state()).toMatchObject({
      mode: 'direct',
      direct: { items: [{ value: { quantity: 4 } }] },
    });
    expect(state().items).toMatchObject([{ value: { quantity: 30 } }]);
  });

  it('keeps an update as unsaved when another tab saved first and the cart cannot be re-read', async () => {
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    await start();
    await cart.model.add(mugRequest({ quantity: 4 }));
    fake.setSaved(fake.saved().items, 9);
    const target = { shoppingCartUUID: state().items[0]!.shoppingCartUUID };
    fake.api.load = () => Promise.reject(new Error('network'));
    await expect(cart.model.update(target, 6)).resolves.toMatchObject({ ok: true });
    expect(stored()).toMatchObject({ dirty: true, items: [{ value: { quantity: 6 } }] });
  });
});

describe('logging in and out', () => {
  it("joins the guest's items to the saved cart on login, and empties the cart on logout", async () => {
    await start();
    await cart.model.add(mugRequest({ quantity: 5 }));
    await cart.model.add(shirtRequest([{ size: 'M', quantity: 3 }]));
    fake.setSaved([mug({ quantity: 100 })], 3);

    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    emit('session:changed', { userId: 7 });
    await cart.model.serial(async () => undefined);
    expect(fake.saved().items.map(quantities)).toEqual([100, { M: 3 }]);
    expect(stored()).toMatchObject({ owner: 7, dirty: false });

    sessionHolder.set({ accessToken: 'guest-token', user: null });
    emit('session:changed', { userId: null });
    await cart.model.serial(async () => undefined);
    expect(state().items).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('does not join the guest items twice when another tab joined them first', async () => {
    await start({ multiple: true });
    await cart.model.add(mugRequest({ quantity: 5 }));
    const joined = [mug({ quantity: 105 })];
    fake.setSaved(joined, 4);
    // The other tab logged in first: its copy (the joined cart) is the buyer's now.
    localStorage.setItem(
      KEY,
      JSON.stringify({ owner: 7, items: joined, prices: null, version: 4, dirty: false }),
    );

    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    emit('session:changed', { userId: 7 });
    await cart.model.serial(async () => undefined);
    expect(fake.saved().version).toBe(4);
    expect(state().items.map(quantities)).toEqual([105]);
  });

  it("keeps a guest's items that were left in storage and joins them when the page starts logged in", async () => {
    const guestItem = mug({ quantity: 2 });
    localStorage.setItem(
      KEY,
      JSON.stringify({ owner: null, items: [guestItem], prices: null, version: 0, dirty: false }),
    );
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    await start();
    expect(fake.saved().items).toEqual([guestItem]);
  });

  it("keeps the guest's items joined at login when the page is left before the save is answered", async () => {
    await start();
    await cart.model.add(mugRequest({ quantity: 5 }));
    fake.setSaved([], 3);
    fake.hold('save');
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    emit('session:changed', { userId: 7 });
    // The join has read the saved cart and its save is on the way when the buyer leaves the page.
    await waitFor(() => expect(fake.calls.filter((call) => call === 'save')).toHaveLength(1));
    expect(stored()).toMatchObject({ owner: 7, dirty: true, items: [{ value: { quantity: 5 } }] });
    fake.abandonHeld();
    stopCartRuntime();

    await start();
    expect(fake.saved().items.map(quantities)).toEqual([5]);
    expect(stored()).toMatchObject({ owner: 7, dirty: false, version: 4 });
  });
});

describe('a change on its way to the server', () => {
  it('is found after a reload when the page was left before the server answered, and saved then', async () => {
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    await start();
    fake.hold();
    const adding = cart.model.add(mugRequest({ quantity: 8 }));
    await waitFor(() => expect(fake.calls).toContain('save'));
    fake.abandonHeld();
    stopCartRuntime();
    void adding;

    await start();
    expect(fake.saved().items.map(quantities)).toEqual([8]);
    expect(state().items.map(quantities)).toEqual([8]);
  });

  it('is taken back from the stored copy when the server refuses it', async () => {
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    await start();
    fake.failNext(refusal('Este producto no se vende con menos de 50 unidades.'));
    await expect(cart.model.add(mugRequest())).resolves.toMatchObject({ ok: false });
    expect(stored()).toMatchObject({ items: [], dirty: false });
  });
});
