import { TENANT_HEADER, type ApiEnvelope } from '@store/contracts';
import { trackRequest } from './activity';
import { i18n } from './i18n';
import { sessionHolder } from './session';

/**
 * The one API client, on the browser's `fetch` (and Node's, when a page renders on the server).
 * It names the tenant and carries the session's bearer token on every call, unwraps the reply
 * envelope (`result`) and turns every failure into a `StoreApiError` with the shapes of spec
 * section 8.
 */

export const UNKNOWN_ERROR_MESSAGE = 'Error desconocido, posible problemas de red. :(';
/** Shown to the buyer as is (the cart's total, the checkout): in the buyer's Spanish. */
const NETWORK_ERROR_MESSAGES = {
  arg: 'No pudimos conectarnos con la tienda. Revisá tu conexión e intentá de nuevo.',
  cl: 'No pudimos conectarnos con la tienda. Revisa tu conexión e intenta de nuevo.',
} as const;
const TIMEOUT_MS = 20_000;

export type StoreApiErrorKind = 'server' | 'network' | 'unknown';

export class StoreApiError extends Error {
  readonly type = 'error';
  constructor(
    readonly kind: StoreApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly statusText: string | null = null,
    readonly data: unknown = null,
    readonly url: string | null = null,
    /** The input field the server's message is about, when it names one. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = kind === 'network' ? 'NetworkError' : 'StoreApiError';
  }
}

export interface ApiRequestConfig {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Absolute path (`/api/...`). */
  url: string;
  /** The query string; `undefined` and `null` values are left out. */
  params?: Record<string, unknown>;
  /** Sent as JSON, except a `FormData` or a `Blob`, sent as it is. */
  data?: unknown;
  headers?: Record<string, string | undefined>;
  /** Sent at once, without waiting for the session to start: the guest token's own call. */
  beforeSession?: boolean;
  /**
   * A bearer token of another session, sent instead of the buyer's (the back office's staff
   * session); a 401 is then the caller's to handle, not the buyer session's renewal.
   */
  bearer?: string;
}

let tenant = '';
let baseUrl = '';
let refreshSession: (() => Promise<boolean>) | null = null;
let sessionStarted: Promise<unknown> = Promise.resolve();

/** `baseUrl`: where the API is when the page renders on the server (calls are relative in a browser). */
export function configureApi(options: { tenant: string; baseUrl?: string }): void {
  tenant = options.tenant;
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl;
}

/** The shell installs how to renew an expired user token; a 401 is then retried once. */
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

export function toStoreApiError(error: unknown): StoreApiError {
  return error instanceof StoreApiError
    ? error
    : new StoreApiError('unknown', UNKNOWN_ERROR_MESSAGE);
}

function addressOf({ url, params = {} }: ApiRequestConfig): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  return `${baseUrl}${url}${search ? `?${search}` : ''}`;
}

/** The call's own headers, then the tenant and the session's bearer token. */
function headersOf(config: ApiRequestConfig, json: boolean): Record<string, string> {
  const headers: Record<string, string> = json ? { 'Content-Type': 'application/json' } : {};
  for (const [name, value] of Object.entries(config.headers ?? {}))
    if (value !== undefined) headers[name] = value;
  headers[TENANT_HEADER] = tenant;
  const token = config.bearer ?? sessionHolder.get().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Sends one call: its response when the status is 2xx, else the StoreApiError it stands for. */
async function send(config: ApiRequestConfig): Promise<Response> {
  const { data } = config;
  const raw = data instanceof FormData || data instanceof Blob;
  if (!config.beforeSession) await sessionStarted;
  let response: Response;
  try {
    response = await fetch(addressOf(config), {
      method: config.method ?? 'GET',
      headers: headersOf(config, data !== undefined && !raw),
      body: raw ? data : data === undefined ? undefined : JSON.stringify(data),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    // No answer: offline, refused, or over the time limit.
    throw new StoreApiError(
      'network',
      NETWORK_ERROR_MESSAGES[i18n.language],
      null,
      null,
      null,
      config.url,
    );
  }
  if (response.ok) return response;
  const envelope = (await response.json().catch(() => null)) as Partial<
    ApiEnvelope<unknown>
  > | null;
  throw new StoreApiError(
    'server',
    envelope?.error?.message ?? UNKNOWN_ERROR_MESSAGE,
    response.status,
    response.statusText,
    envelope,
    config.url,
    envelope?.error?.field ?? null,
  );
}

/** Sends one call and answers its `result`. */
export async function apiRequest<T>(config: ApiRequestConfig, retried = false): Promise<T> {
  const done = trackRequest();
  try {
    const response = await send(config);
    const envelope = (await response.json()) as ApiEnvelope<T>;
    done('ok');
    return envelope.result as T;
  } catch (error) {
    const failure = toStoreApiError(error);
    if (
      failure.status === 401 &&
      !retried &&
      config.bearer === undefined &&
      refreshSession &&
      (await refreshSession().catch(() => false))
    ) {
      done('ok');
      return apiRequest<T>(config, true);
    }
    done('failed');
    throw failure;
  }
}

/** `/api/services/app/<path>`: where the spec's calls live unless written in full. */
export const appPath = (path: string) => `/api/services/app/${path}`;

export const api = {
  get: <T>(
    url: string,
    params?: Record<string, unknown>,
    options?: Pick<ApiRequestConfig, 'beforeSession'>,
  ) => apiRequest<T>({ method: 'GET', url, params, ...options }),
  post: <T>(
    url: string,
    data?: unknown,
    params?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => apiRequest<T>({ method: 'POST', url, data, params, headers }),
  put: <T>(url: string, data?: unknown) => apiRequest<T>({ method: 'PUT', url, data }),
  delete: <T>(url: string, params?: Record<string, unknown>) =>
    apiRequest<T>({ method: 'DELETE', url, params }),
};

/**
 * A call that answers a file (a quote's PDF) instead of an envelope: the bytes, or the same
 * StoreApiError as any call (a refusal still answers the JSON envelope).
 */
export async function apiFile(config: ApiRequestConfig): Promise<Blob> {
  const done = trackRequest();
  try {
    const file = await (await send(config)).blob();
    done('ok');
    return file;
  } catch (error) {
    done('failed');
    throw toStoreApiError(error);
  }
}

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
