import { useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '@store/contracts';
import { createExternalStore } from './external-store';

/**
 * Who is using the store now and the bearer token of their calls. The shell owns it (it is the
 * only writer); every app reads it, and `session:changed` says when it changed.
 */
const GUEST: SessionSnapshot = Object.freeze({ accessToken: null, user: null });

export const sessionHolder = createExternalStore<SessionSnapshot>(GUEST);

/**
 * The session, for rendering. The server renders every page as a guest (it cannot read this
 * browser's storage), so hydrating a server-rendered page does too, then shows the session.
 */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionHolder.subscribe, sessionHolder.get, guestOnServer);
}

const guestOnServer = () => GUEST;

export function isLoggedIn(snapshot: SessionSnapshot = sessionHolder.get()): boolean {
  return Boolean(snapshot.user?.userId && snapshot.user.email);
}
