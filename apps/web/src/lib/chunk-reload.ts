/** When the last reload for a missing chunk happened, per tab. */
const KEY = 'museum:chunk-reload-at';
/** A second failure this soon after the reload means reloading does not help. */
const GUARD_MS = 60_000;

/** Whether an error is a script or style chunk that failed to load (the names differ per browser). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i.test(
    message,
  );
}

/**
 * After a deploy an open page may ask for chunks the new build no longer has: loading the page
 * again fetches the new shell and its chunks. Called by the route error page, after the router
 * has moved to the page that failed, so the reload opens that page (a listener for Vite's
 * preload errors would reload the page being left). Once only: when the reload did not help,
 * the caller shows its error page instead. Returns whether a reload was started.
 */
export function reloadOnceForNewBuild(
  now = Date.now(),
  storage: Storage = window.sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY));
  if (Number.isFinite(last) && last > 0 && now - last < GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
