import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

type RemoteComponentModule = { default: ComponentType<Record<string, unknown>> };

export class RemoteUnavailableError extends Error {
  constructor(
    readonly id: string,
    cause: unknown,
  ) {
    super(`No se pudo cargar ${id}`);
    this.name = 'RemoteUnavailableError';
    this.cause = cause;
  }
}

// Preloaded modules: a server-rendered page (and its hydration) renders them at once.
const preloaded = new Map<string, RemoteComponentModule>();

/** The exposed module `id` if it was preloaded in this page (or this server render). */
export const loadedRemoteComponent = (id: string): RemoteComponentModule | undefined =>
  preloaded.get(id);

async function loadOnce(id: string): Promise<RemoteComponentModule> {
  const loaded = await loadRemote<RemoteComponentModule>(id);
  // The runtime can resolve to null instead of rejecting: that is a failure too.
  if (!loaded || typeof loaded.default !== 'function')
    throw new Error(`${id} did not export a component`);
  return loaded;
}

/**
 * Loads an exposed component, retrying once: a failed entry script is forgotten by the runtime,
 * so the second attempt really fetches again. Then it gives up with `RemoteUnavailableError`.
 */
export async function loadRemoteComponent(
  id: string,
  attempts = 2,
): Promise<RemoteComponentModule> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await loadOnce(id);
    } catch (error) {
      lastError = error;
    }
  }
  throw new RemoteUnavailableError(id, lastError);
}

/**
 * Loads the page's module before the first render, so the slot renders it in that render: the
 * server's markup holds the page, and the browser's hydration matches it.
 */
export async function preloadRemoteComponent(
  id: string,
  attempts?: number,
): Promise<RemoteComponentModule> {
  const loaded = await loadRemoteComponent(id, attempts);
  preloaded.set(id, loaded);
  return loaded;
}
