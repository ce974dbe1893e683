export interface SessionEvents {
  /** The session changed (login, logout, restore): listeners re-read the session holder. */
  'session:changed': { userId: number | null };
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the session issue
export interface SessionRequests {}
