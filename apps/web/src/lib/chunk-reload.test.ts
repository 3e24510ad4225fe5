import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForNewBuild } from './chunk-reload';

describe('reloading for a new build', () => {
  it('knows a failed chunk in each browser from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, and not again while the reload is fresh', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadOnceForNewBuild(1_000_000, sessionStorage, reload)).toBe(true);
    expect(reloadOnceForNewBuild(1_010_000, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, long after: one more reload.
    expect(reloadOnceForNewBuild(2_000_000, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
