import { useEffect, useSyncExternalStore } from 'react';
import { api, createExternalStore, isLoggedIn, on, sessionHolder } from '@store/platform';
import { catalogApi } from '../catalog-api/catalog-api';

/** The logged-in buyer's favourite product ids, loaded once and kept in step with their changes. */
const ids = createExternalStore<ReadonlySet<number> | null>(null);
let loadedFor: number | null = null;
/**
 * The changes saved while the list was being read. The list's answer may have been read before
 * them, and arrive after them: they are applied over it, or a heart clicked while the page was
 * loading the buyer's favourites would be saved and then shown unsaved.
 */
let savedWhileLoading: Map<number, boolean> | null = null;

async function load(): Promise<void> {
  const userId = sessionHolder.get().user?.userId ?? null;
  if (!isLoggedIn() || userId === null) {
    loadedFor = null;
    ids.set(null);
    return;
  }
  if (loadedFor === userId) return;
  loadedFor = userId;
  const saved = new Map<number, boolean>();
  savedWhileLoading = saved;
  try {
    const loaded = new Set((await catalogApi.favorites(api)).map((product) => product.id));
    for (const [productId, isFavorite] of saved) {
      if (isFavorite) loaded.add(productId);
      else loaded.delete(productId);
    }
    ids.set(loaded);
  } catch {
    loadedFor = null;
  } finally {
    if (savedWhileLoading === saved) savedWhileLoading = null;
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
  savedWhileLoading?.set(productId, isFavorite);
  const next = new Set(ids.get() ?? []);
  if (isFavorite) next.add(productId);
  else next.delete(productId);
  ids.set(next);
}
