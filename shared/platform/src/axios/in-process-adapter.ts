import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { InProcessAnswer, InProcessApi } from '@store/contracts';

/** As axios's own adapters settle an answer: a status `validateStatus` refuses is an error. */
function settled(config: InternalAxiosRequestConfig, answer: InProcessAnswer) {
  const response: AxiosResponse = {
    data: config.responseType === 'blob' ? new Blob([answer.body]) : answer.body,
    status: answer.status,
    statusText: answer.statusText,
    headers: AxiosHeaders.from(answer.headers),
    config,
    request: null,
  };
  if (!config.validateStatus || config.validateStatus(answer.status)) return response;
  const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  const message = `Request failed with status code ${answer.status}`;
  throw new AxiosError(message, code, config, null, response);
}

/**
 * An axios adapter that hands each call to the API of this process (`InProcessApi`: the server
 * render's, answered by Fastify's `inject` on the API's thread) instead of opening a loopback
 * connection. The interceptors, the envelope and the errors stay axios's: the answer is settled
 * as over HTTP, a call past its `timeout` fails as a timeout, one whose signal aborts as cancelled.
 */
export function inProcessAdapter(api: InProcessApi): AxiosAdapter {
  return (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const signal = config.signal as AbortSignal | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let over = false;
      const end = (outcome: () => void) => {
        if (over) return;
        over = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', cancel);
        outcome();
      };
      const cancel = () => end(() => reject(new CanceledError(undefined, undefined, config)));
      if (signal?.aborted) return cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      if (config.timeout) {
        const code = config.transitional?.clarifyTimeoutError
          ? AxiosError.ETIMEDOUT
          : AxiosError.ECONNABORTED;
        const late = new AxiosError(`timeout of ${config.timeout}ms exceeded`, code, config);
        timer = setTimeout(() => end(() => reject(late)), config.timeout);
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
        if (typeof value === 'string') headers[name.toLowerCase()] = value;
      const address = new URL(axios.getUri(config), 'http://in-process');
      api({
        method: (config.method ?? 'get').toUpperCase(),
        url: address.pathname + address.search,
        headers,
        // JSON by then (axios's transformRequest); a render sends no uploads.
        body: typeof config.data === 'string' ? config.data : undefined,
      }).then(
        (answer) =>
          end(() => {
            try {
              resolve(settled(config, answer));
            } catch (error) {
              reject(error);
            }
          }),
        // The API's thread could not answer at all: as a dropped connection would.
        (error: unknown) =>
          end(() => reject(new AxiosError(String(error), AxiosError.ERR_NETWORK, config))),
      );
    });
}
