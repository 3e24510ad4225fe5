import type { BrowserContext } from 'playwright-core';
import { waitForMailLink } from './outbox';

export interface Account {
  username: string;
  password: string;
}

/** Logs in through the API: the session token and role, as the site stores them. */
export async function logIn(baseUrl: string, account: Account): Promise<{ token: string; role: string }> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`Login of ${account.username} failed: ${response.status} ${await response.text()}`);
  const { token, role } = (await response.json()) as { token: string; role: string };
  return { token, role };
}

/** Logs in through the API and stores the session as the site does, before any page loads. */
export async function signInAs(context: BrowserContext, baseUrl: string, account: Account): Promise<void> {
  const session = await logIn(baseUrl, account);
  await context.addInitScript((stored) => localStorage.setItem('auth', stored), JSON.stringify(session));
}

/** Registers an account through the API and confirms it with the link its mail carries (read from the outbox). */
export async function confirmedAccount(
  baseUrl: string,
  dataDir: string,
  account: Account & { email: string },
): Promise<Account & { email: string }> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  await post('/api/auth/register', account);
  const link = await waitForMailLink(dataDir, account.email, '/confirm-email');
  await post('/api/auth/confirm', { token: new URL(link).searchParams.get('token') });
  return account;
}
