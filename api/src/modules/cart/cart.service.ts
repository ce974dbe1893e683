import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { userSubject } from '../../http/auth.js';
import type { PricingService } from '../pricing/index.js';
import type { CartItem } from '../pricing/index.js';
import type { Tenant } from '../tenants/index.js';
import { assertStorable, changedItems, keptItems, normaliseItems } from './cart-items.js';
import type { CartRepository, CartRow } from './cart.repository.js';
import type { SavedCart } from '@store/contracts/wire/cart';

export const CART_MESSAGES = {
  stale:
    'Tu carrito cambió en otra pestaña o dispositivo. Lo actualizamos con lo último guardado; revisalo e intentá de nuevo.',
} as const;

export interface CartDependencies {
  pricing: PricingService;
}

const itemsOf = (row: CartRow | undefined): CartItem[] =>
  row ? (JSON.parse(row.items_json) as CartItem[]) : [];

/**
 * Saved carts (spec sections 4 and 6): one per logged-in user of a tenant, priced by the server
 * on every save and read, with a version so a save from a stale copy (another tab) is refused.
 */
export function createCartService(repository: CartRepository, dependencies: CartDependencies) {
  /** The cart with the server's prices, or with the reason it cannot be priced now. */
  async function priced(
    tenant: Tenant,
    userId: number,
    items: CartItem[],
    row: CartRow | undefined,
  ): Promise<SavedCart> {
    const base = { version: row?.version ?? 0, updatedAt: row?.updated_at ?? null };
    try {
      const { entries } = await dependencies.pricing.price(tenant, items, userSubject(userId));
      return { ...base, items, prices: entries, priceProblem: null };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
      return { ...base, items, prices: [], priceProblem: error.message };
    }
  }

  /**
   * Prices what is about to be saved. A cart that cannot be bought is still saved when the
   * trouble is only in lines saved before (a removal must work while another line is out of
   * stock): the answer then says why it has no prices. New or changed lines must be buyable.
   */
  async function prepare(tenant: Tenant, userId: number, saved: CartItem[], items: CartItem[]) {
    // A design may name only the buyer's own uploads (the designs module checks).
    const owner = userSubject(userId);
    try {
      const { entries, inputs } = await dependencies.pricing.price(tenant, items, owner);
      return {
        items: normaliseItems(items, inputs, entries),
        prices: entries,
        priceProblem: null,
      };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
      const changed = changedItems(saved, items);
      let rebuilt: CartItem[] = [];
      if (changed.length) {
        const { entries, inputs } = await dependencies.pricing.price(tenant, changed, owner);
        rebuilt = normaliseItems(changed, inputs, entries);
      }
      return { items: keptItems(saved, items, rebuilt), prices: [], priceProblem: error.message };
    }
  }

  return {
    async get(tenant: Tenant, userId: number): Promise<SavedCart> {
      const row = await repository.findCart(tenant.id, userId);
      return priced(tenant, userId, itemsOf(row), row);
    },

    async save(
      tenant: Tenant,
      userId: number,
      items: CartItem[],
      version: number,
    ): Promise<SavedCart> {
      const row = await repository.findCart(tenant.id, userId);
      assertStorable(items);
      if (version !== (row?.version ?? 0)) throw AppError.conflict(CART_MESSAGES.stale);
      const next = await prepare(tenant, userId, itemsOf(row), items);
      const now = nowIso();
      const items_json = JSON.stringify(next.items);
      const written = row
        ? await repository.updateCart(tenant.id, userId, version, { items_json, updated_at: now })
        : await repository.insertCart({
            tenant_id: tenant.id,
            user_id: userId,
            version: 1,
            items_json,
            created_at: now,
            updated_at: now,
          });
      if (!written) throw AppError.conflict(CART_MESSAGES.stale);
      return { ...next, version: version + 1, updatedAt: now };
    },

    /** The drawer's button: the saved cart as it can be bought now, or 422 with the reason. */
    async restore(tenant: Tenant, userId: number): Promise<SavedCart> {
      const cart = await this.get(tenant, userId);
      if (cart.priceProblem) throw AppError.unprocessable(cart.priceProblem);
      return cart;
    },

    /**
     * After an order of the saved cart: the cart is left empty (a new version for every tab).
     * With `ordered` (the order's line ids), only while the cart still holds exactly those lines:
     * an order answered again after its process died before emptying the cart empties it then,
     * never a cart the buyer has filled again since.
     */
    async empty(tenant: Tenant, userId: number, ordered?: string[]): Promise<void> {
      const row = await repository.findCart(tenant.id, userId);
      if (!row) return;
      if (ordered) {
        const held = (JSON.parse(row.items_json) as { shoppingCartUUID: string }[])
          .map((item) => item.shoppingCartUUID)
          .sort();
        const lines = [...ordered].sort();
        if (held.length === 0 || held.join(',') !== lines.join(',')) return;
      }
      await repository.updateCart(tenant.id, userId, row.version, {
        items_json: '[]',
        updated_at: nowIso(),
      });
    },

    async forgetUser(tenantId: number, userId: number): Promise<void> {
      await repository.deleteCarts(tenantId, userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
