import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Where a list harvest stands: its arguments and the last record sent. The token is this state
 * itself (base64url JSON) signed with a key the servers of one database share (ADR 076), so it
 * survives a restart and any server behind a balancer reads it, and nobody else can write one:
 * a changed expiry, format or date is refused like any token not ours (`badResumptionToken`).
 */
export interface OaiCursor {
  verb: 'ListIdentifiers' | 'ListRecords';
  metadataPrefix: string;
  /** The set asked for (its setSpec), or null for the whole repository. */
  set: string | null;
  from: string | null;
  until: string | null;
  /** Which of the set's lists the harvest is in: each kind's live records, then the deletions. */
  stream: number;
  /** The last id (of a record, or of a deletion's revision) sent in that list. */
  after: number;
  /** Records sent before this page (the token's `cursor`). */
  sent: number;
  /** Epoch milliseconds after which the token is refused. */
  expires: number;
}

/** A bound of the window as the service writes it: an instant in `toISOString()`'s own form. */
const isDate = (value: unknown) =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value);
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

const signatureOf = (state: string, key: Buffer) => createHmac('sha256', key).update(state).digest();

/** The token of a cursor: its state, a dot, the state's HMAC-SHA256 under `key`. */
export function encodeCursor(cursor: OaiCursor, key: Buffer): string {
  const state = Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
  return `${state}.${signatureOf(state, key).toString('base64url')}`;
}

/** The state a token names, or null when it is not one we signed, not a valid state, or has expired at `now`. */
export function decodeCursor(token: string, now: Date, key: Buffer): OaiCursor | null {
  const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, state = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(state, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let value: Partial<OaiCursor> | null;
  try {
    value = JSON.parse(Buffer.from(state, 'base64url').toString('utf8')) as Partial<OaiCursor> | null;
  } catch {
    return null;
  }
  const valid =
    typeof value === 'object' &&
    value !== null &&
    (value.verb === 'ListIdentifiers' || value.verb === 'ListRecords') &&
    typeof value.metadataPrefix === 'string' &&
    (value.set === null || typeof value.set === 'string') &&
    isDate(value.from) &&
    isDate(value.until) &&
    isCount(value.stream) &&
    isCount(value.after) &&
    isCount(value.sent) &&
    typeof value.expires === 'number';
  if (!valid || !value) return null;
  return (value.expires as number) < now.getTime() ? null : (value as OaiCursor);
}
