import type { FastifyRequest } from 'fastify';

/**
 * A module that keeps what a guest made on the server (the builder's uploads) and gives it to the
 * account the guest logs in to, as the browser joins the guest's cart to the saved one: nothing
 * a buyer did before logging in is lost.
 */
export interface GuestDataHolder {
  handOverGuest(tenantId: number, guestSubject: string, userId: number): Promise<void>;
}

/** The services that keep a guest's data, by their decorator name on the app. */
export const GUEST_DATA_SERVICES = ['designs'] as const;

const isHolder = (value: unknown): value is GuestDataHolder =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { handOverGuest?: unknown }).handOverGuest === 'function';

/**
 * After a login answered with tokens: when the request came with a guest's token (the browser
 * sends the one it holds), every holder gives the guest's data to the buyer, before the answer
 * (the browser's next call, saving the joined cart, names the guest's uploads).
 */
export async function handOverGuestData(
  request: FastifyRequest,
  login: { canLogin: boolean; userId: number | null },
): Promise<void> {
  const guest = request.auth;
  if (guest?.role !== 'guest' || !login.canLogin || login.userId === null) return;
  const services = request.server as unknown as Record<string, unknown>;
  for (const holder of GUEST_DATA_SERVICES.map((name) => services[name]).filter(isHolder))
    await holder.handOverGuest(request.tenant.id, guest.subject, login.userId);
}
