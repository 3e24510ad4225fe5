import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * An entry point next to the calling module: its TypeScript source under tsx and vitest, its
 * compiled JavaScript once built (`dist/`, where every entry and chunk sits side by side), with
 * the Node flags that run it (tsx's loader when running from source in a process without it).
 * The server's tests name the folder of the build their set-up made current in `SERVER_TEST_DIST`
 * (vitest.config.ts): a thread or process started from source then runs the compiled entry, as
 * production does, without loading tsx into every database thread and reader (ADR 077).
 */
export function entryFile(callerUrl: string, name: string): { path: string; url: URL; tsxArgs: string[] } {
  const fromSource = callerUrl.endsWith('.ts');
  const built = process.env.SERVER_TEST_DIST;
  if (fromSource && built) {
    const compiled = path.join(built, `${name}.js`);
    return { path: compiled, url: pathToFileURL(compiled), tsxArgs: [] };
  }
  const url = new URL(fromSource ? `./${name}.ts` : `./${name}.js`, callerUrl);
  const hasTsx = process.execArgv.some((arg) => arg.includes('tsx'));
  return { path: fileURLToPath(url), url, tsxArgs: fromSource && !hasTsx ? ['--import', 'tsx'] : [] };
}
