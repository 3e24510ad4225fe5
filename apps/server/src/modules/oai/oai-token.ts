/**
 * Where a list harvest stands: its arguments and the last record sent. The token is this state
 * itself (base64url JSON), so it survives a restart and any server behind a balancer reads it;
 * it expires, and anything that does not decode to a valid state is `badResumptionToken`.
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

const isDate = (value: unknown) => value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

export const encodeCursor = (cursor: OaiCursor): string => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** The state a token names, or null when it is not one of ours or has expired at `now`. */
export function decodeCursor(token: string, now: Date): OaiCursor | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(token)) return null;
  let value: Partial<OaiCursor> | null;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<OaiCursor> | null;
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
