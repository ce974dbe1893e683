import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { TENANT_HEADER, type ApiEnvelope, type Locale } from '@store/contracts';
import type { ApiClientOptions, Send } from '../api-client';
import { cancelledCall, StoreApiError, UNKNOWN_ERROR_MESSAGE } from '../api-error';
import { CALL_TIMEOUTS, isIdempotent, retryWait, timeoutOf } from './call-policy';
import { inProcessAdapter } from './in-process-adapter';

/**
 * One axios instance per API client (loaded on its first call, see api-client.ts). Its
 * interceptors: before a call, wait for the session (unless the call starts it), name the tenant
 * and add the bearer token; after it, unwrap the envelope, renew an expired token once, send an
 * idempotent call again after a 503 or 429 (`Retry-After`, bounded: call-policy.ts), and turn
 * every failure into a `StoreApiError`.
 */

/** Shown to the buyer as is (the cart's total, the checkout): in the buyer's Spanish. */
const NETWORK_ERROR_MESSAGES: Record<Locale, string> = {
  arg: 'No pudimos conectarnos con la tienda. Revisá tu conexión e intentá de nuevo.',
  cl: 'No pudimos conectarnos con la tienda. Revisa tu conexión e intenta de nuevo.',
};
const TIMEOUT_ERROR_MESSAGES: Record<Locale, string> = {
  arg: 'La tienda tardó demasiado en responder. Revisá tu conexión e intentá de nuevo.',
  cl: 'La tienda tardó demasiado en responder. Revisa tu conexión e intenta de nuevo.',
};

/** What the interceptors know of one call, carried in its axios config. */
interface CallState {
  beforeSession: boolean;
  bearer: string | null | undefined;
  /** Sent again with a renewed token: a second 401 is the caller's. */
  renewed: boolean;
  retries: number;
  waitedMs: number;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    store?: CallState;
  }
}

/** The query string as the API reads it: `undefined` and `null` left out, the rest as text. */
function queryOf(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) query.append(key, String(value));
  return query.toString();
}

function definedHeaders(headers: Record<string, string | undefined> = {}) {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));
}

/** The envelope of a refusal; a file call's refusal arrives as a Blob of the same JSON. */
async function envelopeOf(data: unknown): Promise<Partial<ApiEnvelope<unknown>> | null> {
  const body =
    data instanceof Blob
      ? await data
          .text()
          .then(JSON.parse, () => null)
          .catch(() => null)
      : data;
  return typeof body === 'object' && body !== null ? (body as Partial<ApiEnvelope<unknown>>) : null;
}

async function refusal(response: AxiosResponse, url: string | null): Promise<StoreApiError> {
  const envelope = await envelopeOf(response.data);
  return new StoreApiError(
    'server',
    envelope?.error?.message ?? UNKNOWN_ERROR_MESSAGE,
    response.status,
    response.statusText,
    envelope,
    url,
    envelope?.error?.field ?? null,
  );
}

/** Waits `ms` unless the call is cancelled meanwhile. */
function pause(ms: number, signal: AbortSignal | undefined, url: string | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelledCall(url));
    const stop = () => {
      clearTimeout(timer);
      reject(cancelledCall(url));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

export function createSender(options: ApiClientOptions & { locale: () => Locale }): Send {
  const instance = axios.create({
    baseURL: options.baseUrl ?? '',
    paramsSerializer: { serialize: queryOf },
    // A timeout is told apart from a dropped connection (ETIMEDOUT), for its own message.
    transitional: { ...axios.defaults.transitional, clarifyTimeoutError: true },
    ...(options.uncompressed
      ? { decompress: false, headers: { 'Accept-Encoding': 'identity' } }
      : {}),
    ...(options.inProcess ? { adapter: inProcessAdapter(options.inProcess) } : {}),
  });

  instance.interceptors.request.use(async (config) => {
    const state = config.store!;
    if (!state.beforeSession) await options.ready?.();
    config.headers.set(TENANT_HEADER, options.tenant);
    const token = state.bearer === undefined ? options.accessToken?.() : state.bearer;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  const again = (config: InternalAxiosRequestConfig, change: Partial<CallState>) =>
    instance.request({ ...config, store: { ...config.store!, ...change } });

  async function recover(error: unknown): Promise<AxiosResponse> {
    // Thrown by a call sent again, or by the envelope: already what the caller gets.
    if (!axios.isAxiosError(error) || !error.config) throw error;
    const { config, response } = error;
    const url = config.url ?? null;
    const state = config.store!;
    if (axios.isCancel(error)) throw cancelledCall(url);
    if (!response) {
      const messages = error.code === 'ETIMEDOUT' ? TIMEOUT_ERROR_MESSAGES : NETWORK_ERROR_MESSAGES;
      throw new StoreApiError('network', messages[options.locale()], null, null, null, url);
    }
    if (
      response.status === 401 &&
      !state.renewed &&
      state.bearer === undefined &&
      options.renew &&
      (await options.renew().catch(() => false))
    )
      return again(config, { renewed: true });
    const wait = isIdempotent(config.method ?? 'GET', config.headers.get('Idempotency-Key'))
      ? retryWait({
          status: response.status,
          retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
          retries: state.retries,
          waitedMs: state.waitedMs,
        })
      : null;
    if (wait === null) throw await refusal(response, url);
    await pause(wait, config.signal as AbortSignal | undefined, url);
    return again(config, { retries: state.retries + 1, waitedMs: state.waitedMs + wait });
  }

  instance.interceptors.response.use((response) => {
    if (response.config.responseType === 'blob') return response;
    const envelope = response.data as Partial<ApiEnvelope<unknown>> | string;
    if (typeof envelope !== 'object' || envelope === null)
      throw new StoreApiError(
        'unknown',
        UNKNOWN_ERROR_MESSAGE,
        response.status,
        response.statusText,
        null,
        response.config.url ?? null,
      );
    response.data = envelope.result;
    return response;
  }, recover);

  return async ({ responseType, onUploadProgress, ...call }) => {
    const method = call.method ?? 'GET';
    const response = await instance.request({
      method,
      url: call.url,
      params: call.params,
      data: call.data,
      headers: definedHeaders(call.headers),
      signal: call.signal,
      responseType,
      timeout: timeoutOf(method, call.data, { ...CALL_TIMEOUTS, ...options.timeouts }),
      onUploadProgress:
        onUploadProgress &&
        ((event) => onUploadProgress({ loaded: event.loaded, total: event.total ?? null })),
      store: {
        beforeSession: Boolean(call.beforeSession),
        bearer: call.bearer,
        renewed: false,
        retries: 0,
        waitedMs: 0,
      },
    });
    return response.data;
  };
}
