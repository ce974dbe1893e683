/** Spec sections 8 and 9: a chunk that fails to load reloads the page, at most once per 60000 ms. */
export const RELOAD_GUARD_MS = 60_000;

/** webpack's failed chunk (script or CSS), as thrown by `import()` and React.lazy. */
export function isChunkLoadError(error: unknown): boolean {
  const candidate = error as { name?: unknown; message?: unknown } | null;
  if (!candidate) return false;
  return (
    candidate.name === 'ChunkLoadError' ||
    (typeof candidate.message === 'string' &&
      /Loading (CSS )?chunk [\w-]+ failed/.test(candidate.message))
  );
}

interface Options {
  storage?: Storage;
  now?: () => number;
  reload?: () => void;
}

/**
 * Whether this tab may reload for `reason` now: at most once per RELOAD_GUARD_MS, so a page that
 * fails the same way after reloading shows its fallback instead of reloading forever.
 */
export function mayReload(
  reason: string,
  { storage = window.sessionStorage, now = Date.now }: Omit<Options, 'reload'> = {},
): boolean {
  const key = `store:shell:reload-at:${reason}`;
  if (now() - Number(storage.getItem(key) ?? 0) < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now()));
  return true;
}

/**
 * Reloads once for a chunk-load failure (a deploy replaced the files this tab was built with);
 * answers false when it already did within the guard, so the caller shows its fallback instead
 * of looping.
 */
export function reloadForChunkError(
  error: unknown,
  {
    storage = window.sessionStorage,
    now = Date.now,
    reload = () => window.location.reload(),
  }: Options = {},
): boolean {
  if (!isChunkLoadError(error) || !mayReload('chunk', { storage, now })) return false;
  reload();
  return true;
}

/** Catches chunk failures nobody handled (a lazy import outside any boundary). */
export function watchChunkErrors(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (reloadForChunkError(event.reason)) event.preventDefault();
  });
}
