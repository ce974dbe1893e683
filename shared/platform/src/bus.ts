import type {
  RequestPayload,
  RequestResult,
  StoreEventName,
  StoreEvents,
  StoreRequestName,
} from '@store/contracts';
import { i18n, registerMessages } from './i18n';

/**
 * The event bus: typed browser events. Facts go out as DOM `CustomEvent`s on `window`, so every
 * app sees them whatever copy of this module it loaded. Requests go to the one handler their
 * owning domain registered; a request sent before that handler has loaded waits for it.
 */

export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/** Why a request got no answer: its owner did not load in time, or could not load at all. */
export type BusFailure = 'timeout' | 'unavailable';

// The bus's own texts, in the buyer's Spanish (the tenant's locale, as every app's messages).
registerMessages('bus', {
  arg: {
    timeout:
      'Esta sección de la tienda no respondió a tiempo. Recargá la página e intentá de nuevo.',
    unavailable:
      'Esta parte de la tienda no está disponible en este momento. Recargá la página e intentá de nuevo.',
  },
  cl: {
    timeout:
      'Esta sección de la tienda no respondió a tiempo. Recarga la página e inténtalo de nuevo.',
    unavailable:
      'Esta parte de la tienda no está disponible en este momento. Recarga la página e inténtalo de nuevo.',
  },
});

export class BusRequestError extends Error {
  constructor(
    readonly request: string,
    readonly reason: BusFailure = 'timeout',
    message: string = i18n.t(reason, { ns: 'bus' }),
  ) {
    super(message);
    this.name = 'BusRequestError';
  }
}

type Handler = (payload: unknown) => unknown;
interface Waiter {
  payload: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}
interface Registry {
  handlers: Map<string, Handler>;
  waiting: Map<string, Waiter[]>;
  /** Domains (`cart`) whose owner could not load: their requests fail at once. */
  unavailable?: Set<string>;
}

// Kept on window, not in module scope, so that two copies of this package still share one bus.
const REGISTRY_KEY = Symbol.for('store.bus.registry');
function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  holder[REGISTRY_KEY] ??= { handlers: new Map(), waiting: new Map() };
  return holder[REGISTRY_KEY];
}

export function emit<N extends StoreEventName>(name: N, detail: StoreEvents[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function on<N extends StoreEventName>(
  name: N,
  listener: (detail: StoreEvents[N]) => void,
): () => void {
  const wrapped = (event: Event) => listener((event as CustomEvent<StoreEvents[N]>).detail);
  window.addEventListener(name, wrapped);
  return () => window.removeEventListener(name, wrapped);
}

function run(handler: Handler, payload: unknown): Promise<unknown> {
  try {
    return Promise.resolve(handler(payload));
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Registers the owner's handler of a request; requests that were waiting for it run now. */
export function handle<N extends StoreRequestName>(
  name: N,
  handler: (payload: RequestPayload<N>) => RequestResult<N> | Promise<RequestResult<N>>,
): () => void {
  const { handlers, waiting, unavailable } = registry();
  handlers.set(name, handler as Handler);
  unavailable?.delete(domainOf(name));
  const queued = waiting.get(name) ?? [];
  waiting.delete(name);
  for (const waiter of queued) {
    clearTimeout(waiter.timer);
    run(handler as Handler, waiter.payload).then(waiter.resolve, waiter.reject);
  }
  return () => {
    if (handlers.get(name) === handler) handlers.delete(name);
  };
}

const domainOf = (name: string) => name.slice(0, name.indexOf(':'));

/**
 * The owner of a domain's requests (`cart` for `cart:*-requested`) could not load: the requests
 * waiting for it fail now, and so does every new one until a handler registers, instead of each
 * waiting out its timeout.
 */
export function ownerUnavailable(domain: string): void {
  const state = registry();
  (state.unavailable ??= new Set()).add(domain);
  for (const [name, waiters] of state.waiting) {
    if (domainOf(name) !== domain) continue;
    state.waiting.delete(name);
    for (const waiter of waiters) {
      clearTimeout(waiter.timer);
      waiter.reject(new BusRequestError(name, 'unavailable'));
    }
  }
}

/**
 * Asks the owning domain; rejects with a clear error when no owner answers in time, or at once
 * when its owner could not load (`ownerUnavailable`).
 */
export function request<N extends StoreRequestName>(
  name: N,
  payload: RequestPayload<N>,
  { timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<RequestResult<N>> {
  const { handlers, waiting } = registry();
  const handler = handlers.get(name);
  if (handler) return run(handler, payload) as Promise<RequestResult<N>>;
  if (registry().unavailable?.has(domainOf(name)))
    return Promise.reject(new BusRequestError(name, 'unavailable'));

  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      payload,
      resolve: resolve as (value: unknown) => void,
      reject,
      timer: setTimeout(() => {
        const list = waiting.get(name) ?? [];
        waiting.set(
          name,
          list.filter((w) => w !== waiter),
        );
        reject(new BusRequestError(name, 'timeout'));
      }, timeoutMs),
    };
    waiting.set(name, [...(waiting.get(name) ?? []), waiter]);
  });
}
