import type { BrowserContext } from 'playwright-core';

/** Logs in through the API and stores the session as the site does, before any page loads. */
export async function signInAs(context: BrowserContext, baseUrl: string, account: { username: string; password: string }): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`Login of ${account.username} failed: ${response.status} ${await response.text()}`);
  const { token, role } = (await response.json()) as { token: string; role: string };
  await context.addInitScript((session) => localStorage.setItem('auth', session), JSON.stringify({ token, role }));
}
