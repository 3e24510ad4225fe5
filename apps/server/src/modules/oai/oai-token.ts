import type { OaiKind } from './oai.repository';

/**
 * Where a list harvest stands: its arguments and the last record sent. The token is this state
 * itself (base64url JSON), so it survives a restart and any server behind a balancer reads it;
 * it expires, and anything that does not decode to a valid state is `badResumptionToken`.
 */
export interface OaiCursor {
  verb: 'ListIdentifiers' | 'ListRecords';
  metadataPrefix: string;
  set: OaiKind | null;
  from: string | null;
  until: string | null;
  kind: OaiKind;
  afterId: number;
  /** Records sent before this page (the token's `cursor`). */
  sent: number;
  /** Epoch milliseconds after which the token is refused. */
  expires: number;
}

const KINDS = new Set(['products', 'details']);
const isDate = (value: unknown) => value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

export const encodeCursor = (cursor: OaiCursor): string => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** The state a token names, or null when it is not one of ours or has expired at `now`. */
export function decodeCursor(token: string, now: Date): OaiCursor | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(token)) return null;
  let value: Partial<OaiCursor>;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<OaiCursor>;
  } catch {
    return null;
  }
  const valid =
    typeof value === 'object' &&
    value !== null &&
    (value.verb === 'ListIdentifiers' || value.verb === 'ListRecords') &&
    typeof value.metadataPrefix === 'string' &&
    (value.set === null || KINDS.has(String(value.set))) &&
    isDate(value.from) &&
    isDate(value.until) &&
    KINDS.has(String(value.kind)) &&
    Number.isSafeInteger(value.afterId) &&
    Number.isSafeInteger(value.sent) &&
    typeof value.expires === 'number';
  if (!valid) return null;
  return (value.expires as number) < now.getTime() ? null : (value as OaiCursor);
}
