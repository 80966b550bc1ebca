import { LIMITS } from '@community/domain';

/** SPEC 4 and 9: a page chunk that fails to load reloads the page once, at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = LIMITS.chunkReloadGuardMs;
const STORAGE_KEY = 'site.chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads and returns true unless a reload already happened within the interval. */
export function reloadForChunkError(storage: Storage, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

/**
 * Vite's `vite:preloadError` (a chunk or its CSS failed to load, typically after a deploy replaced the
 * files): reload once per interval instead of letting the import fail.
 */
export function installChunkReload(win: Window, storage: Storage = win.sessionStorage): () => void {
  const onPreloadError = (event: Event): void => {
    if (reloadForChunkError(storage, Date.now(), () => win.location.reload())) event.preventDefault();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
