import { useSyncExternalStore } from 'react';
import type { StaffMember } from '@store/contracts';

/**
 * The staff session: its own token, apart from the buyer's session (a buyer logged in in the
 * same browser stays a buyer). Kept for the tab only (sessionStorage), per store.
 */
export interface StaffSession {
  token: string;
  member: StaffMember;
}

/** The back office's own DOM event (team prefix): its staff session ended on the server. */
export const SESSION_ENDED_EVENT = 'backoffice:session-ended';

const KEY = (tenant: string) => `backoffice_session_${tenant}`;
const listeners = new Set<() => void>();
let cache: { tenant: string; raw: string | null; value: StaffSession | null } | null = null;

export function readStaffSession(tenant: string): StaffSession | null {
  const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY(tenant));
  if (cache && cache.tenant === tenant && cache.raw === raw) return cache.value;
  let value: StaffSession | null = null;
  try {
    value = raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    value = null;
  }
  cache = { tenant, raw, value };
  return value;
}

export function writeStaffSession(tenant: string, session: StaffSession | null): void {
  if (session) sessionStorage.setItem(KEY(tenant), JSON.stringify(session));
  else sessionStorage.removeItem(KEY(tenant));
  for (const listener of listeners) listener();
}

export function useStaffSession(tenant: string): StaffSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readStaffSession(tenant),
    () => null,
  );
}
