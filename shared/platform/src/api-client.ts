import type { InProcessApi, Locale } from '@store/contracts';
import { isCancelled, toStoreApiError } from './api-error';
import type { CallTimeouts } from './axios/call-policy';
import { i18n } from './i18n';

/**
 * The API client, on axios: `createApiClient` makes one per tenant and context (the browser's
 * page, or one server render). It names the tenant and carries the bearer token on every call,
 * unwraps the reply envelope (`result`) and turns every failure into a `StoreApiError` (spec
 * section 8); see ./axios/axios-client.ts for what its interceptors do. axios itself loads on the
 * first call (a dynamic import), so a page that makes none before it is usable does not wait
 * for it.
 */

export interface UploadProgress {
  loaded: number;
  /** Null when the browser cannot tell the body's size. */
  total: number | null;
}

export interface ApiRequestConfig {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Absolute path (`/api/...`). */
  url: string;
  /** The query string; `undefined` and `null` values are left out. */
  params?: Record<string, unknown>;
  /** Sent as JSON, except a `FormData` or a `Blob`, sent as it is (an upload). */
  data?: unknown;
  headers?: Record<string, string | undefined>;
  /** Sent at once, without waiting for the session to start: the guest token's own call. */
  beforeSession?: boolean;
  /**
   * A bearer token of another session, sent instead of the buyer's (the back office's staff
   * session), or `null` for none (the token refresh, whose expired token the API would refuse);
   * a 401 is then the caller's to handle, not the buyer session's renewal.
   */
  bearer?: string | null;
  /** Stops the call (the upload's «Cancelar»): it rejects as `cancelled` (`isCancelled`). */
  signal?: AbortSignal;
  /** An upload's progress, as the body goes out. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The calls every client offers (the browser's `api` has the same four shortcuts). */
export interface ApiCalls {
  /** Sends one call and answers its `result`. */
  request<T>(config: ApiRequestConfig): Promise<T>;
  /** A call that answers a file (a PDF) instead of an envelope: its bytes. */
  file(config: ApiRequestConfig): Promise<Blob>;
  get<T>(
    url: string,
    params?: Record<string, unknown>,
    options?: Pick<ApiRequestConfig, 'beforeSession'>,
  ): Promise<T>;
  post<T>(
    url: string,
    data?: unknown,
    params?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<T>;
  put<T>(url: string, data?: unknown): Promise<T>;
  delete<T>(url: string, params?: Record<string, unknown>): Promise<T>;
}

export interface ApiClient extends ApiCalls {
  /**
   * This client for one page: its GETs also stop when `signal` aborts (the shell aborts it when
   * the route changes, see `PageReads`); its writes never do.
   */
  forPage(signal: AbortSignal): ApiClient;
}

export interface ApiClientOptions {
  tenant: string;
  /** Where the API answers: '' in a browser (same origin), the loopback address on the server. */
  baseUrl?: string;
  /** The bearer token of the buyer's session, read for every call. */
  accessToken?: () => string | null;
  /** Renews an expired token; a 401 is then sent once more with the new one. */
  renew?: () => Promise<boolean>;
  /** What calls wait for before they go out (the browser's session start). */
  ready?: () => Promise<unknown>;
  /** The buyer's locale, for the network and timeout messages. */
  locale?: () => Locale;
  /** Counts a call in flight (the shell's progress bar); a cancelled call counts as no failure. */
  track?: () => (outcome: 'ok' | 'failed') => void;
  /** Every call stops when it aborts (the server render's time limit). */
  signal?: AbortSignal;
  /** Other limits than `CALL_TIMEOUTS` (a server render waits less than a buyer). */
  timeouts?: Partial<CallTimeouts>;
  /**
   * Answers asked for uncompressed: the server render's calls to its own API over loopback, where
   * compressing and inflating cost both threads and save no time (browsers choose for themselves).
   */
  uncompressed?: boolean;
  /**
   * Calls handed to the API of this process instead of sent over HTTP (the server render's:
   * no socket, no HTTP parsing on either thread); without it, calls go to `baseUrl`.
   */
  inProcess?: InProcessApi;
}

export type { InProcessAnswer, InProcessApi, InProcessCall } from '@store/contracts';

/** What ./axios/axios-client.ts sends: the call, how to read its answer, and why it would stop. */
export interface OutgoingCall extends ApiRequestConfig {
  responseType: 'json' | 'blob';
}
export type Send = (call: OutgoingCall) => Promise<unknown>;

/** The signals that stop a call, as one (undefined when nothing can). */
function eitherSignal(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((signal) => signal !== undefined);
  return present.length > 1 ? AbortSignal.any(present) : present[0];
}

function clientOf(
  options: ApiClientOptions,
  sender: () => Promise<Send>,
  page: AbortSignal | undefined,
): ApiClient {
  async function call(config: ApiRequestConfig, responseType: OutgoingCall['responseType']) {
    const done = options.track?.();
    const read = (config.method ?? 'GET') === 'GET';
    const signal = eitherSignal([config.signal, options.signal, read ? page : undefined]);
    try {
      const answer = await (await sender())({ ...config, signal, responseType });
      done?.('ok');
      return answer;
    } catch (error) {
      const failure = toStoreApiError(error);
      done?.(isCancelled(failure) ? 'ok' : 'failed');
      throw failure;
    }
  }
  const request = <T>(config: ApiRequestConfig) => call(config, 'json') as Promise<T>;
  return {
    request,
    file: (config) => call(config, 'blob') as Promise<Blob>,
    get: (url, params, more) => request({ method: 'GET', url, params, ...more }),
    post: (url, data, params, headers) => request({ method: 'POST', url, data, params, headers }),
    put: (url, data) => request({ method: 'PUT', url, data }),
    delete: (url, params) => request({ method: 'DELETE', url, params }),
    forPage: (signal) => clientOf(options, sender, eitherSignal([page, signal])),
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  let sender: Promise<Send> | null = null;
  const withDefaults = { locale: () => i18n.language, ...options };
  const load = () =>
    (sender ??= import('./axios/axios-client').then(
      ({ createSender }) => createSender(withDefaults),
      (error: unknown) => {
        // A chunk that did not load (offline): the next call tries again.
        sender = null;
        throw error;
      },
    ));
  return clientOf(withDefaults, load, undefined);
}

/** `/api/services/app/<path>`: where the spec's calls live unless written in full. */
export const appPath = (path: string) => `/api/services/app/${path}`;
