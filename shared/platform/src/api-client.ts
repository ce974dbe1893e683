import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { TENANT_HEADER, type ApiEnvelope } from '@store/contracts';
import { trackRequest } from './activity';
import { sessionHolder } from './session';

/**
 * The one API client. It names the tenant and carries the session's bearer token on every call,
 * unwraps the reply envelope (`data.result`) and turns every failure into a `StoreApiError`
 * with the shapes of spec section 8.
 */

export const UNKNOWN_ERROR_MESSAGE = 'Error desconocido, posible problemas de red. :(';

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

const http = axios.create({ timeout: 20_000 });

let tenant = '';
let refreshSession: (() => Promise<boolean>) | null = null;

/** `baseUrl`: where the API is when the page renders on the server (calls are relative in a browser). */
export function configureApi(options: { tenant: string; baseUrl?: string }): void {
  tenant = options.tenant;
  if (options.baseUrl !== undefined) http.defaults.baseURL = options.baseUrl;
}

/** The shell installs how to renew an expired user token; a 401 is then retried once. */
export function onUnauthorized(refresh: (() => Promise<boolean>) | null): void {
  refreshSession = refresh;
}

export function toStoreApiError(error: unknown): StoreApiError {
  if (error instanceof StoreApiError) return error;
  if (axios.isAxiosError(error)) {
    const url = error.config?.url ?? null;
    if (error.response) {
      const { status, statusText, data } = error.response;
      const envelope = data as Partial<ApiEnvelope<unknown>> | undefined;
      const message = envelope?.error?.message ?? UNKNOWN_ERROR_MESSAGE;
      return new StoreApiError(
        'server',
        message,
        status,
        statusText,
        data,
        url,
        envelope?.error?.field ?? null,
      );
    }
    if (
      error.code === AxiosError.ERR_NETWORK ||
      error.code === AxiosError.ECONNABORTED ||
      error.code === AxiosError.ETIMEDOUT
    ) {
      return new StoreApiError(
        'network',
        'No pudimos conectarnos con la tienda. Revisá tu conexión e intentá de nuevo.',
        null,
        null,
        null,
        url,
      );
    }
  }
  return new StoreApiError('unknown', UNKNOWN_ERROR_MESSAGE);
}

/** The tenant and the session's bearer token on a call. */
function withIdentity(config: AxiosRequestConfig & { url: string }): AxiosRequestConfig {
  const token = sessionHolder.get().accessToken;
  return {
    ...config,
    headers: {
      ...(config.headers as Record<string, string> | undefined),
      [TENANT_HEADER]: tenant,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  };
}

/** Sends one call and answers its `result`. `path` is absolute (`/api/...`). */
export async function apiRequest<T>(
  config: AxiosRequestConfig & { url: string },
  retried = false,
): Promise<T> {
  const done = trackRequest();
  try {
    const response = await http.request<ApiEnvelope<T>>(withIdentity(config));
    done('ok');
    return response.data.result as T;
  } catch (error) {
    const failure = toStoreApiError(error);
    if (
      failure.status === 401 &&
      !retried &&
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
  get: <T>(url: string, params?: Record<string, unknown>) =>
    apiRequest<T>({ method: 'GET', url, params }),
  post: <T>(
    url: string,
    data?: unknown,
    params?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => apiRequest<T>({ method: 'POST', url, data, params, ...(headers ? { headers } : {}) }),
  put: <T>(url: string, data?: unknown) => apiRequest<T>({ method: 'PUT', url, data }),
  delete: <T>(url: string, params?: Record<string, unknown>) =>
    apiRequest<T>({ method: 'DELETE', url, params }),
};

/** A blob's text through FileReader, which every browser and jsdom have (jsdom lacks Blob.text). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

/**
 * A call that answers a file (a quote's PDF) instead of an envelope: the bytes, or the same
 * StoreApiError as any call (a refusal arrives as a blob holding the JSON envelope).
 */
export async function apiFile(config: AxiosRequestConfig & { url: string }): Promise<Blob> {
  const done = trackRequest();
  try {
    const response = await http.request<Blob>({ ...withIdentity(config), responseType: 'blob' });
    done('ok');
    return response.data;
  } catch (error) {
    done('failed');
    if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
      try {
        error.response.data = JSON.parse(await textOf(error.response.data)) as unknown;
      } catch {
        error.response.data = null;
      }
    }
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
