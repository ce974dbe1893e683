import { useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '@store/contracts';
import { createExternalStore } from './external-store';

/**
 * Who is using the store now and the bearer token of their calls. The shell owns it (it is the
 * only writer); every app reads it, and `session:changed` says when it changed.
 */
export const sessionHolder = createExternalStore<SessionSnapshot>({
  accessToken: null,
  user: null,
});

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionHolder.subscribe, sessionHolder.get, sessionHolder.get);
}

export function isLoggedIn(snapshot: SessionSnapshot = sessionHolder.get()): boolean {
  return Boolean(snapshot.user?.userId && snapshot.user.email);
}
