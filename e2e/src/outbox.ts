import path from 'node:path';
import { linkIn, readOutbox, scaled } from '@museum/test-kit';
import { vi } from 'vitest';

/** Waits for the newest mail to `recipient` in `${dataDir}/outbox/` with a link to `route`; returns that link. */
export async function waitForMailLink(dataDir: string, recipient: string, route: string, timeoutMs = 20_000): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  return vi.waitFor(
    async () => {
      const mails = (await readOutbox(dir)).filter((mail) => mail.to.toLowerCase().includes(recipient.toLowerCase())).reverse();
      for (const mail of mails) {
        const link = (() => {
          try {
            return linkIn(mail, route).toString();
          } catch {
            return undefined;
          }
        })();
        if (link) return link;
      }
      throw new Error(`No mail to ${recipient} with a ${route} link in ${dir}`);
    },
    { timeout: scaled(timeoutMs), interval: 200 },
  );
}
