// The staleness check both `ensure-*build` scripts share: a build is stale when its output is
// missing or older than the newest file among its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of a file, or of anything in a folder (walked whole); 0 when missing. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/**
 * When `built` was written (0: never) and whether any of `sources` (files or folders) changed since.
 * @param {string} built
 * @param {string[]} sources
 */
export function buildState(built, sources) {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  return { builtAt, stale: builtAt < Math.max(...sources.map(newestMtime)) };
}
