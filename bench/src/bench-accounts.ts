import { execFileSync } from 'node:child_process';
import { serverRoot, shippedNodeFlags } from './shipped-server';

const PASSWORD = 'Нагрузочный-расчёт-1910';

/**
 * Creates a confirmed account with the compiled admin CLI (as `npm run admin` runs it; run.ts
 * compiles the server first), on the database of `env` while no server holds it. The name is new
 * every run, so a kept catalogue (`--reuse`) takes another one.
 */
export function createAccount(env: Record<string, string>, role: 'USER' | 'MODERATOR'): string {
  const username = `bench-${role.toLowerCase()}-${process.pid}-${Date.now().toString(36)}`;
  const environment = { ...process.env, ...env };
  execFileSync(
    process.execPath,
    [
      ...shippedNodeFlags(environment),
      'dist/admin.js',
      'create',
      username,
      `${username}@example.org`,
      '--password',
      PASSWORD,
      '--role',
      role,
    ],
    { cwd: serverRoot, env: environment, stdio: 'ignore' },
  );
  return username;
}

/** Signs in through the API: the `Authorization` header of a real session. */
export async function signIn(base: string, username: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
