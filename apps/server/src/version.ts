import { readFileSync } from 'node:fs';

/**
 * The product's release, from the repository root's package.json (CHANGELOG.md names each one).
 * Two levels up from both `src/version.ts` and the compiled `dist/main.js`.
 */
export const VERSION: string = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version;
