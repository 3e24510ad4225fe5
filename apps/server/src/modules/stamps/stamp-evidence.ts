import type { StampListQuery, StampSeenDto } from '@museum/contract';
import type { SeenSpan } from './stamps.repository';

/** A stamp's stated years of use. */
type Stated = { yearFrom: number | null; yearTo: number | null };

const NONE_SEEN: StampSeenDto = { from: null, to: null, items: 0 };

/** What the dated items bearing a stamp say: their span, or nothing seen. */
export const seenOf = (span: SeenSpan | undefined): StampSeenDto => span ?? NONE_SEEN;

/**
 * A stamp's evidence contradicts its stated years (issue 51) when a dated item bearing it is
 * earlier than its first year or later than its last; an open end contradicts nothing.
 */
export function conflictOf(stated: Stated, seen: StampSeenDto): boolean {
  if (seen.from !== null && stated.yearFrom !== null && seen.from < stated.yearFrom) return true;
  return seen.to !== null && stated.yearTo !== null && seen.to > stated.yearTo;
}

/** The years a stamp was in use as far as is known: as stated, an unstated end as seen on dated items. */
function yearsOf(stated: Stated, seen: StampSeenDto) {
  return { from: stated.yearFrom ?? seen.from, to: stated.yearTo ?? seen.to };
}

/** A stamp with what the visual key filters it by. */
export type StampFacts = Stated & {
  kind: string;
  makerId: number | null;
  seen: StampSeenDto;
  conflict: boolean;
  parts: ReadonlySet<number>;
};

/**
 * Whether a stamp passes the visual key's filters (`GET /stamps?…`). A year range keeps stamps
 * whose known years meet it; a stamp whose years are wholly unknown is kept only without one.
 */
export function matchesQuery(stamp: StampFacts, query: StampListQuery): boolean {
  if (query.kind !== undefined && stamp.kind !== query.kind) return false;
  if (query.maker !== undefined && stamp.makerId !== query.maker) return false;
  if (query.part !== undefined && !stamp.parts.has(query.part)) return false;
  if (query.conflict && !stamp.conflict) return false;
  if (query.yearFrom === undefined && query.yearTo === undefined) return true;
  const { from, to } = yearsOf(stamp, stamp.seen);
  if (from === null && to === null) return false;
  if (query.yearFrom !== undefined && to !== null && to < query.yearFrom) return false;
  return !(query.yearTo !== undefined && from !== null && from > query.yearTo);
}
