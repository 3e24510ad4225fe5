import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { details, detailTypes, collectionWantedMatches as m, products, users, collectionWanted as w } from '../../db/schema';

/** What a sought number can be found as: a catalogue gun or a catalogue part, under the number rule's key. */
export type MatchKind = 'product' | 'detail';

/** A published catalogue item carrying a sought number. */
export interface FoundItem {
  wantedId: number;
  kind: MatchKind;
  id: number;
  /** The item's name; a part without one is named by its type. */
  name: string;
  nameEn: string | null;
  number: string;
}

/** A match written for the first time, with what its mail needs: the owner and the number sought. */
export interface NewMatch extends FoundItem {
  owner: { email: string; username: string; language: (typeof users.$inferSelect)['language'] };
  sought: { number: string; note: string | null };
}

/** At most this many items are read per want list (the page shows the first few of each number). */
const FOUND_ROWS_MAX = 2000;

/**
 * The want list's matches (issue 54 point 3, ADR 091): the catalogue's guns and parts whose number
 * has the key of a sought number of the same kind. Read live for the page; written once per item
 * (`collection_wanted_matches`) so that each is mailed at most once.
 */
export function createWantedMatchesRepository(db: Executor) {
  /** The catalogue items of `kind` whose key is a sought number's, for the sought numbers `where` picks. */
  const found = (tx: Executor, kind: MatchKind, where: ReturnType<typeof and>) =>
    kind === 'product'
      ? tx
          .select({ wantedId: w.id, id: products.id, name: products.name, nameEn: products.nameEn, number: products.number })
          .from(w)
          .innerJoin(products, eq(products.serialKey, w.serialKey))
          .where(and(eq(w.kind, 'product'), where))
      : tx
          .select({
            wantedId: w.id,
            id: details.id,
            name: sql<string>`coalesce(${details.name}, ${detailTypes.name})`,
            nameEn: sql<string | null>`coalesce(${details.nameEn}, ${detailTypes.nameEn})`,
            number: details.number,
          })
          .from(w)
          .innerJoin(details, eq(details.serialKey, w.serialKey))
          .innerJoin(detailTypes, eq(detailTypes.id, details.typeId))
          .where(and(eq(w.kind, 'detail'), where));

  const asFound =
    (kind: MatchKind) => (row: { wantedId: number; id: number; name: string; nameEn: string | null; number: string | null }) =>
      ({ ...row, kind, number: row.number ?? '' }) satisfies FoundItem;

  /** The items found for the sought numbers `wantedIds`, with each owner that takes the mails. */
  const withOwners = async (kind: MatchKind, wantedIds: number[]): Promise<NewMatch[]> => {
    const rows = await found(db, kind, inArray(w.id, wantedIds));
    if (rows.length === 0) return [];
    const owners = await db
      .select({ wantedId: w.id, number: w.number, note: w.note, email: users.email, username: users.username, language: users.language })
      .from(w)
      .innerJoin(users, eq(users.id, w.ownerId))
      .where(and(inArray(w.id, wantedIds), eq(users.wantedMail, true), isNotNull(users.emailConfirmedAt), isNull(users.disabledAt)));
    const ownerOf = new Map(owners.map((owner) => [owner.wantedId, owner]));
    return rows.flatMap((row) => {
      const owner = ownerOf.get(row.wantedId);
      if (!owner) return [];
      const { email, username, language, number, note } = owner;
      return [{ ...asFound(kind)(row), owner: { email, username, language }, sought: { number, note } }];
    });
  };

  return {
    /** The items found for the owner's sought numbers (or only `wantedId`), at most `FOUND_ROWS_MAX` of each kind. */
    async foundFor(ownerId: number, wantedId?: number): Promise<FoundItem[]> {
      const mine = and(eq(w.ownerId, ownerId), wantedId === undefined ? undefined : eq(w.id, wantedId));
      const [guns, parts] = await Promise.all(
        (['product', 'detail'] as const).map(async (kind) =>
          (await found(db, kind, mine).orderBy(asc(w.id)).limit(FOUND_ROWS_MAX)).map(asFound(kind)),
        ),
      );
      return [...(guns ?? []), ...(parts ?? [])];
    },

    /**
     * Writes the matches not written yet and returns them; `wantedId` limits it to one sought
     * number (its matches at the time it is added, written silently inside its transaction).
     * Two servers writing at once each get only the rows they wrote: a match is returned once.
     */
    async record(at: Date, wantedId?: number, tx: Executor = db): Promise<{ wantedId: number; kind: MatchKind; id: number }[]> {
      const written: { wantedId: number; kind: MatchKind; id: number }[] = [];
      for (const kind of ['product', 'detail'] as const) {
        const item = kind === 'product' ? products : details;
        const rows = await tx
          .insert(m)
          .select(
            tx
              .select({
                wantedId: w.id,
                itemKind: sql<MatchKind>`${kind}`.as('item_kind'),
                itemId: item.id,
                foundAt: sql<Date>`${at}`.as('found_at'),
              })
              .from(w)
              .innerJoin(item, eq(item.serialKey, w.serialKey))
              .where(and(eq(w.kind, kind), wantedId === undefined ? undefined : eq(w.id, wantedId))),
          )
          .onConflictDoNothing()
          .returning({ wantedId: m.wantedId, id: m.itemId });
        written.push(...rows.map((row) => ({ ...row, kind })));
      }
      return written;
    },

    /** What the mails of newly written matches need, for owners who take them (mail on, address confirmed, not disabled). */
    async toMail(matches: readonly { wantedId: number; kind: MatchKind; id: number }[]): Promise<NewMatch[]> {
      const mailed: NewMatch[] = [];
      for (const kind of ['product', 'detail'] as const) {
        const ofKind = matches.filter((match) => match.kind === kind);
        if (ofKind.length === 0) continue;
        const written = new Set(ofKind.map((match) => `${match.wantedId}:${match.id}`));
        const candidates = await withOwners(kind, [...new Set(ofKind.map((match) => match.wantedId))]);
        mailed.push(...candidates.filter((row) => written.has(`${row.wantedId}:${row.id}`)));
      }
      return mailed;
    },
  };
}
export type WantedMatchesRepository = ReturnType<typeof createWantedMatchesRepository>;
