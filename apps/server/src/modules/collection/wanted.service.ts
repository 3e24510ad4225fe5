import { localisedPath, WANTED_FOUND_SHOWN, type WantedDto, type WantedWrite } from '@museum/contract';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Conflict, NotFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { textsIn } from '../../texts';
import { wantedFoundMail } from '../auth/auth-mails';
import { requireRole } from '../catalogue/write-context';
import type { CollectionRepository } from './collection.repository';
import { toWantedDto } from './collection-mapping';
import type { WantedRepository } from './wanted.repository';
import type { FoundItem, NewMatch, WantedMatchesRepository } from './wanted-matches.repository';

/** The found items of each sought number, by id, the first `WANTED_FOUND_SHOWN` kept and all counted. */
function byWanted(found: FoundItem[]): Map<number, { shown: FoundItem[]; count: number }> {
  const grouped = new Map<number, { shown: FoundItem[]; count: number }>();
  for (const item of [...found].sort((a, b) => a.id - b.id)) {
    const entry = grouped.get(item.wantedId) ?? { shown: [], count: 0 };
    if (entry.shown.length < WANTED_FOUND_SHOWN) entry.shown.push(item);
    entry.count += 1;
    grouped.set(item.wantedId, entry);
  }
  return grouped;
}

/** The mail of one match, in the owner's language, linking to the item's page. */
function matchMail(publicUrl: string, match: NewMatch) {
  const { owner, sought } = match;
  const name = owner.language === 'ru' ? match.name : (match.nameEn ?? match.name);
  const href = `${publicUrl}${localisedPath(owner.language, `/${match.kind === 'product' ? 'products' : 'details'}/${match.id}`)}`;
  const soughtText = sought.note ? `${sought.number} — ${sought.note}` : sought.number;
  return wantedFoundMail({ ...owner }, href, textsIn(owner.language).wantedFound(name, match.number, soughtText));
}

/**
 * The want list («Ищу», issue 54 point 3, ADR 091): numbers a collector seeks, each with the
 * catalogue's items that carry it under the number rule, and one mail per item found after the
 * number was added (`sweep`, run when the catalogue moves).
 */
export function createWantedService(deps: {
  db: Executor;
  wanted: WantedRepository;
  matches: WantedMatchesRepository;
  items: Pick<CollectionRepository, 'lockOwner'>;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  limit: number;
}) {
  const { db, wanted, matches, items, clock, mailer, limit } = deps;
  return {
    async list(actor: Actor | null): Promise<WantedDto[]> {
      requireRole(actor, 'USER');
      const [rows, found] = await Promise.all([wanted.list(actor.userId), matches.foundFor(actor.userId)]);
      const grouped = byWanted(found);
      return rows.map((row) => toWantedDto(row, grouped.get(row.id)));
    },

    async add(actor: Actor | null, input: WantedWrite): Promise<WantedDto> {
      requireRole(actor, 'USER');
      const row = await db.transaction(async (tx) => {
        await items.lockOwner(actor.userId, tx);
        if ((await wanted.countOf(actor.userId, tx)) >= limit) {
          throw new Conflict((t) => t.wantedFull(limit), 'WANTED_LIMIT');
        }
        const added = await wanted.insert(actor.userId, input, clock.now(), tx);
        // What the catalogue holds already is on the page at once: written without a mail.
        await matches.record(clock.now(), added.id, tx);
        return added;
      });
      return toWantedDto(row, byWanted(await matches.foundFor(actor.userId, row.id)).get(row.id));
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      requireRole(actor, 'USER');
      if (!(await wanted.remove(actor.userId, id))) throw new NotFound((t) => t.wantedNotFound);
    },

    /**
     * Writes the matches the catalogue has gained since the last sweep and mails each to its owner
     * (unless they turned the mails off). Two servers sweeping at once write, and so mail, each match once.
     */
    async sweep(): Promise<number> {
      const written = await matches.record(clock.now());
      if (written.length === 0) return 0;
      for (const match of await matches.toMail(written)) mailer.sendLater(matchMail(deps.publicUrl, match));
      return written.length;
    },
  };
}
export type WantedService = ReturnType<typeof createWantedService>;
