import type { CartEvents, CartRequests } from './cart.ts';
import type { CheckoutEvents } from './checkout.ts';
import type { SessionEvents, SessionRequests } from './session-events.ts';
import type { ShellRequests } from './shell-events.ts';

/**
 * Every cross-app event. Facts are named `<domain>:<fact>`; requests to the owning domain
 * `<domain>:<verb>-requested`. Each domain declares its own in its file; this map joins them.
 */
export interface StoreEvents extends CartEvents, CheckoutEvents, SessionEvents {}

/** Every cross-app request: what it carries and what its owner answers. */
export interface StoreRequests extends CartRequests, SessionRequests, ShellRequests {}

export type StoreEventName = keyof StoreEvents;
export type StoreRequestName = keyof StoreRequests;
export type RequestPayload<N extends StoreRequestName> = StoreRequests[N]['payload'];
export type RequestResult<N extends StoreRequestName> = StoreRequests[N]['result'];
