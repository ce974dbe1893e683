import type { ShopConfig } from '@store/contracts';
import { emit, handle, i18n, isLoggedIn, on, sessionHolder } from '@store/platform';
import { cartApi, type CartApi } from './cart-api';
import { cartContents } from './cart-contents';
import { createCartModel, type CartMessages, type CartModel } from './cart-model';
import { createCartSession, type CartSession } from './cart-session';
import { shownTotal, totalOf, type CartState } from './cart-state';
import { createCartStorage } from './cart-storage';
import { priceOfRequest } from './price-of-request';

/**
 * The cart of this page: created once, by whichever of the remote's modules mounts first (the
 * drawer on every page, or the cart page). It answers the cart's requests, follows the session
 * and the other tabs, and says `cart:updated` whenever the count or the total changes.
 */
export interface CartRuntime {
  tenant: string;
  model: CartModel;
  session: CartSession;
  stop: () => void;
}

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: 'cart', ...options });

export const cartMessages = (): CartMessages => ({
  duplicate: t('errors.duplicate'),
  saveFailed: t('errors.saveFailed'),
  bulkAllPresent: t('errors.bulkAllPresent'),
  bulkPartial: (count) => t('errors.bulkPartial', { count }),
});

const currentUserId = () => {
  const session = sessionHolder.get();
  return isLoggedIn(session) ? (session.user?.userId ?? null) : null;
};

function announce(
  state: CartState,
  withTaxes: boolean,
  last: { count: number; total: number } | null,
) {
  const next = { count: state.items.length, total: shownTotal(totalOf(state.prices), withTaxes) };
  if (last && last.count === next.count && last.total === next.total) return last;
  emit('cart:updated', next);
  return next;
}

let runtime: CartRuntime | null = null;

export function startCartRuntime(
  tenant: string,
  config: Pick<ShopConfig, 'isMultipleVariantDesigns' | 'withTaxes'>,
  api: CartApi = cartApi,
): CartRuntime {
  if (runtime?.tenant === tenant) return runtime;
  const storage = createCartStorage(tenant);
  const options = { isMultipleVariantDesigns: config.isMultipleVariantDesigns };
  const model = createCartModel({ api, storage, options, messages: cartMessages() });
  const session = createCartSession(model, {
    options,
    readStored: storage.read,
    clearStored: storage.clear,
  });

  // The session starts first: a request a page made before this remote loaded (a quick 'Comprar
  // ahora') runs as soon as its handler is registered, and must run on the started cart, not
  // be reset by the start behind it.
  void session.start(currentUserId());
  const failed = () => ({ ok: false as const, message: t('errors.saveFailed') });
  // The first count is said once the caller's code has run: the runtime starts while its first
  // component renders, and the header's badge must not change during another component's render.
  let last: ReturnType<typeof announce> | null = null;
  queueMicrotask(() => (last = announce(model.store.getState(), config.withTaxes, last)));
  const disposers = [
    handle('cart:add-requested', (request) => model.add(request).catch(failed)),
    handle('cart:price-requested', (request) => priceOfRequest(api, request)),
    handle('cart:line-requested', ({ shoppingCartUUID }) => model.line(shoppingCartUUID)),
    handle('cart:bulk-add-requested', (payload) => model.bulkAdd(payload).catch(failed)),
    handle('cart:contents-requested', () => cartContents(model.store)),
    handle('cart:quote-order-requested', (request) => model.quoteOrder(request)),
    on('session:changed', ({ userId }) => void session.sessionChanged(userId)),
    on('checkout:order-placed', ({ mode }) => void session.orderPlaced(mode)),
    storage.subscribe(session.storedChanged),
    model.store.subscribe((state) => {
      last = announce(state, config.withTaxes, last);
    }),
  ];
  runtime = { tenant, model, session, stop: () => disposers.forEach((dispose) => dispose()) };
  return runtime;
}

/** Tests start each case from a fresh cart. */
export function stopCartRuntime(): void {
  runtime?.stop();
  runtime = null;
}
