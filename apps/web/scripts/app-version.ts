import { readFileSync } from 'node:fs';

/** The product's release (the repository root's package.json, as the server's `/api/site`), built into the client as `__APP_VERSION__`. */
const version: string = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version;

export const appVersionDefine = { __APP_VERSION__: JSON.stringify(version) };
