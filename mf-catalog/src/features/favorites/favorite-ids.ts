import { useEffect, useSyncExternalStore } from 'react';
import { api, createExternalStore, isLoggedIn, on, sessionHolder } from '@store/platform';
import { catalogApi } from '../catalog-api/catalog-api';

/** The logged-in buyer's favourite product ids, loaded once and kept in step with their changes. */
const ids = createExternalStore<ReadonlySet<number> | null>(null);
let loadedFor: number | null = null;

async function load(): Promise<void> {
  const userId = sessionHolder.get().user?.userId ?? null;
  if (!isLoggedIn() || userId === null) {
    loadedFor = null;
    ids.set(null);
    return;
  }
  if (loadedFor === userId) return;
  loadedFor = userId;
  try {
    ids.set(new Set((await catalogApi.favorites(api)).map((product) => product.id)));
  } catch {
    loadedFor = null;
  }
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  on('session:changed', () => void load());
}

export function useFavoriteIds(): ReadonlySet<number> | null {
  useEffect(() => {
    listen();
    void load();
  }, []);
  return useSyncExternalStore(ids.subscribe, ids.get, ids.get);
}

/** Saves a change on the server, then shows it. */
export async function setFavorite(productId: number, isFavorite: boolean): Promise<void> {
  await catalogApi.setFavorite(api, { productId, isFavorite });
  const next = new Set(ids.get() ?? []);
  if (isFavorite) next.add(productId);
  else next.delete(productId);
  ids.set(next);
}
