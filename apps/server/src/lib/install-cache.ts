/**
 * What the build makes once for an install and every start only reads (ADR 038, ADR 074): the
 * PGlite data-folder template and the demo photos' derived files, in `node_modules/.cache/museum/`.
 * A production install is read-only to the server (systemd's ProtectSystem=strict), so a start
 * never writes here: `npm run build` does, and `npm start`'s build step only when it may.
 */
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The installed PGlite's folder and version. */
function pglitePackage(): { dir: string; version: string } {
  // The package exports no package.json: its entry is dist/index.*, one folder below it.
  const dir = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..');
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { dir, version };
}

/** The installed PGlite's version: its template is made again when it changes. */
export const pgliteVersion = (): string => pglitePackage().version;

/** `node_modules/.cache/museum/`, in the node_modules that holds the installed packages. */
export function installCacheFolder(): string {
  return path.join(path.resolve(pglitePackage().dir, '../..'), '.cache', 'museum');
}

/**
 * True when this process may write `target`, or make it in the nearest folder above that exists:
 * false on a read-only install (EROFS) or one owned by another account (EACCES), so a start there
 * does not try, and spends nothing on making what it could not keep.
 */
export function mayWrite(target: string): boolean {
  let existing = target;
  while (!existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) return false;
    existing = parent;
  }
  try {
    accessSync(existing, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
