/** Every failure of an API call, in the shapes of spec section 8. */

export const UNKNOWN_ERROR_MESSAGE = 'Error desconocido, posible problemas de red. :(';
/** Never shown: a cancelled call is dropped by its caller (see `isCancelled`). */
const CANCELLED_MESSAGE = 'Llamada cancelada.';

/**
 * `network`: no answer (offline, refused, over the time limit); `cancelled`: the caller or the
 * page stopped it, which is no failure to show.
 */
export type StoreApiErrorKind = 'server' | 'network' | 'cancelled' | 'unknown';

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
    this.name =
      kind === 'network'
        ? 'NetworkError'
        : kind === 'cancelled'
          ? 'CanceledError'
          : 'StoreApiError';
  }
}

export function toStoreApiError(error: unknown): StoreApiError {
  return error instanceof StoreApiError
    ? error
    : new StoreApiError('unknown', UNKNOWN_ERROR_MESSAGE);
}

export const cancelledCall = (url: string | null) =>
  new StoreApiError('cancelled', CANCELLED_MESSAGE, null, null, null, url);

/** A call that was stopped on purpose (the buyer left the page, or pressed «Cancelar»). */
export const isCancelled = (error: unknown): boolean =>
  error instanceof StoreApiError && error.kind === 'cancelled';
