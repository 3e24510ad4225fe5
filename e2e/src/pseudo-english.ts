import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The English catalogue's module, whose chunk the built site loads on English pages (ADR 054). */
const ENGLISH_MODULE = 'src/messages/en/index.ts';

/** The English catalogue's chunk in the built site (`/assets/en-….js`), from Vite's manifest. */
async function englishChunk(): Promise<string> {
  const manifest = JSON.parse(await fs.readFile(path.join(repoRoot, 'apps/web/dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[ENGLISH_MODULE];
  if (!chunk) throw new Error(`Vite's manifest names no chunk for ${ENGLISH_MODULE}`);
  return `/${chunk.file}`;
}

/**
 * Puts the pseudo-locale in English's place in the browser, for tests only (ADR 081): the English
 * chunk is answered by a module that imports the original (the same address with `?original`) and
 * exports each of its bindings through the test-kit's `pseudoCatalogue`, the transform the web's jsdom
 * tests use. The site itself has no switch for it.
 */
export async function servePseudoEnglish(context: BrowserContext): Promise<void> {
  const chunk = await englishChunk();
  const original = `${chunk}?original`;
  const source = await fs.readFile(path.join(repoRoot, 'apps/web/dist', chunk), 'utf8');
  const exported = /export\s*\{([^}]*)\}\s*;?\s*(?:\/\/[^\n]*\s*)?$/.exec(source)?.[1];
  if (!exported) throw new Error(`${chunk} ends in no export list`);
  const names = exported.split(',').map(
    (binding) =>
      binding
        .trim()
        .split(/\s+as\s+/)
        .at(-1) as string,
  );
  const { outputFiles } = await build({
    stdin: {
      contents: [
        `import { pseudoCatalogue } from '@museum/test-kit/pseudo-locale';`,
        `import * as original from '${original}';`,
        ...names.map((name) => `export const ${name} = pseudoCatalogue(original.${name});`),
      ].join('\n'),
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    external: [original],
  });
  const body = outputFiles?.[0]?.text ?? '';
  await context.route(
    (url) => url.pathname === chunk && url.search === '',
    (route) => route.fulfill({ contentType: 'text/javascript', body }),
  );
}
