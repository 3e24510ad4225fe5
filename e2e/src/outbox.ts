import fs from 'node:fs/promises';
import path from 'node:path';

/** The readable text of a raw .eml: quoted-printable and base64 parts decoded, as UTF-8. */
export function decodeMail(raw: Buffer): string {
  const latin = raw.toString('latin1');
  const quoted = latin
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  let text = Buffer.from(quoted, 'latin1').toString('utf8');
  for (const match of latin.matchAll(/Content-Transfer-Encoding:\s*base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)) {
    text += `\n${Buffer.from((match[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  }
  return text;
}

/** Waits for a mail in `${dataDir}/outbox/` whose text contains `needle` and a link to `route`; returns that link. */
export async function waitForMailLink(dataDir: string, needle: string, route: string, timeoutMs = 20_000): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const pattern = new RegExp(`https?://[^\\s"'<>]+${route.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_\\-.~%]+`);
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse()) {
      const text = decodeMail(await fs.readFile(path.join(dir, name)));
      const link = text.includes(needle) ? pattern.exec(text)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail for ${needle} with a ${route} link in ${dir}`);
}
