import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { DEFAULT_PASSWORD, unique } from '../factories';
import type { TestApp } from '../harness';

let ipSequence = 0;

/** A fresh client address, so per-IP limits of one test don't leak into another. */
export const nextIp = () => {
  ipSequence += 1;
  return `10.${process.pid % 200}.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
};

export const STRONG_PASSWORD = 'Пулемёт Максима 1910 года';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

/** Input for a new account that nobody has yet. */
export const newAccount = (overrides: Partial<NewAccount> = {}): NewAccount => {
  const id = unique();
  return { username: `reg${id}`, email: `reg${id}@example.org`, password: STRONG_PASSWORD, ...overrides };
};

/** POST with a JSON body from a given (or fresh) client address. */
export function post(t: TestApp, url: string, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: options.ip ?? nextIp(), headers: options.headers });
}

/** Registers an account through the API and expects 201. */
export async function registerAccount(t: TestApp, overrides: Partial<NewAccount> = {}): Promise<NewAccount> {
  const account = newAccount(overrides);
  const res = await post(t, '/api/auth/register', account);
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  return account;
}

/** Registers and follows the confirmation link: an account that can sign in. */
export async function confirmedAccount(t: TestApp, overrides: Partial<NewAccount> = {}): Promise<NewAccount> {
  const account = await registerAccount(t, overrides);
  const token = await t.latestTokenFor(account.email, '/confirm-email');
  const res = await post(t, '/api/auth/confirm', { token });
  if (res.statusCode !== 200) throw new Error(`confirm answered ${res.statusCode}: ${res.body}`);
  return account;
}

/** Signs in through the API and answers the bearer header. */
export async function login(t: TestApp, username: string, password: string, ip = nextIp()): Promise<{ authorization: string }> {
  const res = await post(t, '/api/auth/login', { username, password }, { ip });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
}

/** Asserts-friendly view of a problem answer. */
export const problem = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  type: res.headers['content-type'],
  code: res.json().code as string,
  detail: res.json().detail as string,
});

/** The code an authenticator app shows for `secret` at the app's clock, computed by the library. */
export const codeAt = (t: TestApp, secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() });

/** Six digits that are not the current code. */
export const wrongCodeAt = (t: TestApp, secret: string) => (codeAt(t, secret) === '000000' ? '111111' : '000000');

/** Sets the second factor up through the API (as the owner, with the password) and answers the secret and the recovery codes. */
export async function turnOn(t: TestApp, auth: Record<string, string>, currentPassword = DEFAULT_PASSWORD) {
  const setup = await post(t, '/api/auth/totp/setup', undefined, { headers: auth });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  const enabled = await post(t, '/api/auth/totp/enable', { code: codeAt(t, secret), currentPassword }, { headers: auth });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, otpauthUrl, recoveryCodes: enabled.json().recoveryCodes as string[] };
}
