import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface Spawned {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Runs a TypeScript entry point of the server (through tsx) with extra environment. */
export function spawnTs(entry: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until the output matches, or fails with what the process said. */
export async function waitForOutput(spawned: Spawned, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!pattern.test(spawned.output())) {
    if (spawned.child.exitCode !== null) throw new Error(`process ended (${spawned.child.exitCode}):\n${spawned.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${pattern}:\n${spawned.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
