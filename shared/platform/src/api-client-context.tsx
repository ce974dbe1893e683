import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ApiClient } from './api-client';
import { api } from './browser-api';

/**
 * The API client of what renders: on the server the request's own (the shell's server render
 * provides it), in a page that page's (`PageReads`). Without a provider it is the browser's
 * client, which refuses to work on the server.
 */
export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext) ?? api;
}

/**
 * One page's calls: its GETs stop when it unmounts, and a cancelled read shows the buyer no
 * error. The shell's router renders one per route, keyed by the route, so a route change ends
 * it; writes in flight go on.
 */
export function PageReads({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const [page] = useState(() => {
    const controller = new AbortController();
    return { controller, client: client.forPage(controller.signal) };
  });
  useEffect(() => () => page.controller.abort(), [page]);
  return <ApiClientContext.Provider value={page.client}>{children}</ApiClientContext.Provider>;
}
