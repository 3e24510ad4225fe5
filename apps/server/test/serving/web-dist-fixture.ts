import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The shape of Vite's index.html: the title and description before the build's script and style tags. */
export const FIXTURE_INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Описание сборки" />
    <title>Музей «Тульский Максим»</title>
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export const FIXTURE_SCRIPT = `console.log(${JSON.stringify('Максим '.repeat(400))});\n`;

/** A small built web client in `dir`: index.html, a hashed script with .br/.gz copies, its map, a public file. */
export async function writeWebDist(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  const script = path.join(dir, 'assets/index-abc123.js');
  await writeFile(script, FIXTURE_SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(FIXTURE_SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(FIXTURE_SCRIPT));
  await writeFile(`${script}.map`, '{"version":3,"sources":[],"mappings":""}');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
