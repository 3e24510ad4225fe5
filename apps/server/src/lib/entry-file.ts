import { fileURLToPath } from 'node:url';

/**
 * An entry point next to the calling module: its TypeScript source under tsx and vitest, its
 * compiled JavaScript once built (`dist/`, where every entry and chunk sits side by side), with
 * the Node flags that run it (tsx's loader when running from source in a process without it).
 */
export function entryFile(callerUrl: string, name: string): { path: string; url: URL; tsxArgs: string[] } {
  const fromSource = callerUrl.endsWith('.ts');
  const url = new URL(fromSource ? `./${name}.ts` : `./${name}.js`, callerUrl);
  const hasTsx = process.execArgv.some((arg) => arg.includes('tsx'));
  return { path: fileURLToPath(url), url, tsxArgs: fromSource && !hasTsx ? ['--import', 'tsx'] : [] };
}
