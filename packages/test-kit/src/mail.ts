import fs from 'node:fs/promises';
import path from 'node:path';

/** A received message, decoded: what a person would read. */
export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

type Headers = Map<string, string>;

function splitHead(raw: string): [Headers, string] {
  const at = raw.indexOf('\n\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 2);
  const headers: Headers = new Map();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return [headers, body];
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words in headers (`=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=`). */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function decodeBody(headers: Headers, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Parses the raw message nodemailer writes (single part or multipart/alternative). */
export function parseMail(raw: string): ReceivedMail {
  const [headers, body] = splitHead(raw.replace(/\r\n/g, '\n'));
  const parts: [Headers, string][] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      parts.push(splitHead(chunk.replace(/^\n/, '')));
    }
  } else {
    parts.push([headers, body]);
  }
  const partOf = (type: string) => {
    const part = parts.find(([h]) => (h.get('content-type') ?? '').toLowerCase().startsWith(type));
    return part ? decodeBody(...part).trim() : '';
  };
  return {
    from: decodeWords(headers.get('from') ?? ''),
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: partOf('text/plain'),
    html: partOf('text/html'),
  };
}

/** Every message in an outbox folder, oldest first. */
export async function readOutbox(outboxDir: string): Promise<ReceivedMail[]> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => parseMail(await fs.readFile(path.join(outboxDir, name), 'utf8'))));
}

/** The link to a web route in a mail's plain text, e.g. `/confirm-email`. */
export function linkIn(mail: ReceivedMail, route: string): URL {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((href) => new URL(href))
    .find((url) => url.pathname === route);
  if (!found) throw new Error(`No ${route} link in the mail "${mail.subject}":\n${mail.text}`);
  return found;
}
