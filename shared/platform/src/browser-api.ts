import { trackRequest } from './activity';
import {
  createApiClient,
  type ApiCalls,
  type ApiClient,
  type ApiRequestConfig,
} from './api-client';
import { IS_SERVER } from './page-data';
import { sessionHolder } from './session';

/**
 * The browser's one API client: the shell configures it at boot (`configureApi`, the session's
 * renewal and start), and `api`, `apiRequest` and `apiFile` call through it. On the server it
 * refuses to work: a server render serves many tenants, so its calls go through the request's
 * own client (`useApiClient()` under the shell's `ApiClientContext`), never through this one.
 */

let client: ApiClient | null = null;
let refreshSession: (() => Promise<boolean>) | null = null;
let sessionStarted: Promise<unknown> = Promise.resolve();

function refuseOnServer(what: string): void {
  if (!IS_SERVER) return;
  const refusal = new Error(
    `${what}: the browser's API client cannot be used on the server, where one process renders ` +
      "the pages of every tenant. Call the API through the request's client (useApiClient()).",
  );
  // Said here too: a page's load turns a failure into its loading state, which would hide it.
  console.error('[store]', refusal);
  throw refusal;
}

/** Once, at the browser's boot: the page's tenant (the API answers at the page's origin). */
export function configureApi(options: { tenant: string; baseUrl?: string }): void {
  refuseOnServer('configureApi');
  client = createApiClient({
    ...options,
    accessToken: () => sessionHolder.get().accessToken,
    renew: () => refreshSession?.() ?? Promise.resolve(false),
    ready: () => sessionStarted,
    track: trackRequest,
  });
}

/** The client the browser's page calls with (the default of `useApiClient()`). */
export function browserApiClient(): ApiClient {
  refuseOnServer('An API call');
  if (!client) throw new Error('configureApi must run before the first API call');
  return client;
}

/**
 * The shell installs how to renew an expired user token; a 401 is then retried once. Tabs renew
 * one at a time: the shell's session does that (see shell/src/session).
 */
export function onUnauthorized(refresh: (() => Promise<boolean>) | null): void {
  refreshSession = refresh;
}

/**
 * Calls wait for `started` (the shell's session start) before they go out, so none leaves
 * without the visitor's token, while the page goes on hydrating: a first visit's guest token is
 * a round trip that the server-rendered page does not need. A session that could not start lets
 * the calls go without a token, as a guest whose token request failed.
 */
export function holdCallsUntil(started: Promise<unknown>): void {
  sessionStarted = started.catch((error: unknown) =>
    console.error('[store] the session could not start', error),
  );
}

/** A client that finds its real one at call time, so a refusal is a rejected call like any other. */
function lateClient(real: () => ApiClient): ApiClient {
  return {
    request: async <T>(config: ApiRequestConfig) => real().request<T>(config),
    file: async (config) => real().file(config),
    get: async <T>(...call: Parameters<ApiCalls['get']>) => real().get<T>(...call),
    post: async <T>(...call: Parameters<ApiCalls['post']>) => real().post<T>(...call),
    put: async <T>(...call: Parameters<ApiCalls['put']>) => real().put<T>(...call),
    delete: async <T>(...call: Parameters<ApiCalls['delete']>) => real().delete<T>(...call),
    forPage: (signal) => lateClient(() => real().forPage(signal)),
  };
}

/** The browser's client, for the ~200 calls written before clients were per request. */
export const api: ApiClient = lateClient(browserApiClient);

/** Sends one call through the browser's client and answers its `result`. */
export const apiRequest = <T>(config: ApiRequestConfig): Promise<T> => api.request<T>(config);

/**
 * A call that answers a file (a quote's PDF) instead of an envelope: the bytes, or the same
 * StoreApiError as any call (a refusal still answers the JSON envelope).
 */
export const apiFile = (config: ApiRequestConfig): Promise<Blob> => api.file(config);

/** Hands a file to the browser as a download named `filename`. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
