/** Spec sections 8 and 9: a chunk that fails to load reloads the page, at most once per 60000 ms. */
export const RELOAD_GUARD_MS = 60_000;
const LAST_RELOAD_KEY = 'store:shell:chunk-reload-at';

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
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now() - last < RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now()));
  reload();
  return true;
}

/** Catches chunk failures nobody handled (a lazy import outside any boundary). */
export function watchChunkErrors(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (reloadForChunkError(event.reason)) event.preventDefault();
  });
}
