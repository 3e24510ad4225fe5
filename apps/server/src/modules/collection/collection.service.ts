import {
  CHECKED_TABLE,
  type CollectionItemDto,
  type CollectionItemWrite,
  type CollectionListItemDto,
  CollectionListQuery,
  type DatingDto,
  type NumberCheckDto,
  PAGE_SIZE_MAX,
  type Page,
  serialKeyOf,
  serialValueOf,
} from '@museum/contract';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { photoViewerOf } from '../../lib/photo-viewer';
import type { Text } from '../../texts';
import { pageAnswer } from '../catalogue/cards';
import { checkReferences } from '../catalogue/reference-checks';
import type { ReferencesRepository } from '../catalogue/references.repository';
import { requireRole } from '../catalogue/write-context';
import type { DatingService } from '../dating/dating.service';
import { toNumberCheck } from '../products/product-mapping';
import type { CollectionRepository, GunRef } from './collection.repository';
import { type GunProblem, gunProblem } from './collection-guns';
import { toItemDto, toListItem, toValues } from './collection-mapping';
import type { CollectionPhotosService } from './collection-photos.service';

/** How many records and sought numbers one account may keep (`COLLECTION_ITEMS_MAX`, `COLLECTION_WANTED_MAX`). */
export interface CollectionLimits {
  items: number;
  wanted: number;
}

const NOT_FOUND: Text = (t) => t.collectionItemNotFound;

/** A field's refusal: its text, code and the field's pointer. */
const refusal = (path: string, text: Text, code: string) => () => new Invalid(text, code, { errors: [{ path, message: text }] });

/** How a single write is refused by the rule of guns. */
const GUN_REFUSALS: Readonly<Record<GunProblem, () => Invalid>> = {
  partOfNotFound: refusal('/partOf', (t) => t.partOfNotFound, 'UNKNOWN_REFERENCE'),
  partOfNotAGun: refusal('/partOf', (t) => t.partOfNotAGun, 'PART_OF_NOT_A_GUN'),
  partOfCycle: refusal('/partOf', (t) => t.partOfCycle, 'PART_OF_CYCLE'),
  // A gun with parts stays a gun: its parts would belong to a part.
  gunHasParts: refusal('/kind', (t) => t.gunHasParts, 'GUN_HAS_PARTS'),
};

/**
 * A collector's own records and want list (issue 54, ADR 084). Every read and write is the signed-in
 * owner's: a record of someone else is looked up under the caller's id and so is not found, the
 * same 404 for another user, a moderator and an admin as for an id that was never used.
 */
export function createCollectionService(deps: {
  db: Executor;
  items: CollectionRepository;
  references: ReferencesRepository;
  dating: Pick<DatingService, 'date'>;
  clock: Clock;
  limits: CollectionLimits;
  /** The records' private photos (ADR 088): listed in a record's answer, their files erased with it. */
  photos: Pick<CollectionPhotosService, 'byItem' | 'eraseItem'>;
}) {
  const { db, items, references, clock, limits } = deps;

  /** The gun a record's parts are checked against: itself when it is one, else the gun it belongs to. */
  function gunOf(id: number, input: Pick<CollectionItemWrite, 'kind' | 'partOf'>): GunRef | null {
    if (input.kind === 'product') return { kind: 'collection', id };
    return input.partOf;
  }

  async function numberCheckOf(ownerId: number, gun: GunRef | null): Promise<NumberCheckDto | null> {
    if (!gun) return null;
    const number = await items.gunNumber(ownerId, gun);
    if (number === undefined) return null;
    const parts = await items.partsOf(ownerId, gun, number ? serialKeyOf(number) : null);
    return toNumberCheck(parts, parts.length > 0 && parts.every((part) => part.status === 'match'));
  }

  /** The dating answer for an all-digit number, from the table «Проверить год» checks against. */
  async function datingOf(number: string | null): Promise<DatingDto | null> {
    const serial = number ? serialValueOf(number) : null;
    return serial === null ? null : deps.dating.date({ serial, table: CHECKED_TABLE });
  }

  async function read(ownerId: number, id: number): Promise<CollectionItemDto> {
    const row = await items.find(ownerId, id);
    if (!row) throw new NotFound(NOT_FOUND);
    const gun = gunOf(row.id, {
      kind: row.kind,
      partOf:
        row.partOfItemId !== null
          ? { kind: 'collection', id: row.partOfItemId }
          : row.partOfProductId !== null
            ? { kind: 'product', id: row.partOfProductId }
            : null,
    });
    const [stamps, dating, numberCheck, photos] = await Promise.all([
      items.stampsOf(id),
      datingOf(row.number),
      numberCheckOf(ownerId, gun),
      deps.photos.byItem(ownerId, [id]),
    ]);
    return toItemDto(row, stamps, dating, numberCheck, photos.get(id) ?? []);
  }

  /**
   * The references a write names exist; a subtype is its type's; the gun it belongs to is one of
   * the owner's own guns (or a catalogue product), never the record itself or one of its parts; a
   * gun with parts stays a gun (the rule of guns, `gunProblem`, which an import's rows keep too).
   */
  async function check(tx: Executor, actor: Actor, id: number | null, input: CollectionItemWrite): Promise<void> {
    const ctx = { tx, userId: actor.userId, at: clock.now(), changeRequestId: null, viewer: photoViewerOf(actor) };
    await checkReferences(references, ctx, [
      { path: '/manufacturer', table: 'manufacturers', ids: input.manufacturer ? [input.manufacturer.id] : [] },
      { path: '/type', table: 'detail_types', ids: input.type ? [input.type.id] : [] },
      { path: '/subtype', table: 'detail_subtypes', ids: input.subtype ? [input.subtype.id] : [] },
      { path: '/stamps', table: 'stamps', ids: input.stamps.map((s) => s.id) },
      { path: '/partOf', table: 'products', ids: input.partOf?.kind === 'product' ? [input.partOf.id] : [] },
    ]);
    if (input.subtype && (await references.typeOfSubtype(input.subtype.id, tx)) !== input.type?.id) {
      const text: Text = (t) => t.subtypeMismatch;
      throw new Invalid(text, 'SUBTYPE_MISMATCH', { errors: [{ path: '/subtype', message: text }] });
    }
    const graph = {
      node: async (at: number) => {
        const row = await items.kindOf(actor.userId, at, tx);
        return row && { kind: row.kind, gun: row.partOfItemId };
      },
      hasParts: (at: number) => items.hasParts(actor.userId, at, tx),
    };
    const problem = await gunProblem(graph, id, input.kind, input.partOf?.kind === 'collection' ? input.partOf.id : null);
    if (problem) throw GUN_REFUSALS[problem]();
  }

  return {
    async list(actor: Actor | null, query: CollectionListQuery): Promise<Page<CollectionListItemDto>> {
      requireRole(actor, 'USER');
      const { rows, total } = await items.list(actor.userId, query);
      return pageAnswer(rows.map(toListItem), total, query.page, query.size);
    },

    /** Every record of the caller in full, oldest first: for the account's export. */
    async everything(actor: Actor | null): Promise<CollectionItemDto[]> {
      requireRole(actor, 'USER');
      const all: CollectionItemDto[] = [];
      for (let page = 0; ; page++) {
        const query = CollectionListQuery.parse({ page, size: PAGE_SIZE_MAX, sort: 'id,asc' });
        const { rows } = await items.list(actor.userId, query);
        for (const row of rows) all.push(await read(actor.userId, row.id));
        if (rows.length < PAGE_SIZE_MAX) return all;
      }
    },

    /** The owner's record in full, for the share link's read (ADR 089), which has no actor. */
    recordOf: read,

    async get(actor: Actor | null, id: number): Promise<CollectionItemDto> {
      requireRole(actor, 'USER');
      return read(actor.userId, id);
    },

    async create(actor: Actor | null, input: CollectionItemWrite): Promise<CollectionItemDto> {
      requireRole(actor, 'USER');
      const id = await db.transaction(async (tx) => {
        await items.lockOwner(actor.userId, tx);
        if ((await items.countOf(actor.userId, tx)) >= limits.items) {
          throw new Conflict((t) => t.collectionFull(limits.items), 'COLLECTION_LIMIT');
        }
        await check(tx, actor, null, input);
        const created = await items.insert(actor.userId, toValues(input), clock.now(), tx);
        await items.replaceStamps(
          created,
          input.stamps.map((s) => s.id),
          tx,
        );
        return created;
      });
      return read(actor.userId, id);
    },

    async update(actor: Actor | null, id: number, input: CollectionItemWrite): Promise<CollectionItemDto> {
      requireRole(actor, 'USER');
      await db.transaction(async (tx) => {
        if (!(await items.kindOf(actor.userId, id, tx))) throw new NotFound(NOT_FOUND);
        await check(tx, actor, id, input);
        await items.update(actor.userId, id, toValues(input), clock.now(), tx);
        await items.replaceStamps(
          id,
          input.stamps.map((s) => s.id),
          tx,
        );
      });
      return read(actor.userId, id);
    },

    /** Deletes a record: its photos' files first (the rows go with the record's). */
    async remove(actor: Actor | null, id: number): Promise<void> {
      requireRole(actor, 'USER');
      if (!(await items.kindOf(actor.userId, id))) throw new NotFound(NOT_FOUND);
      await deps.photos.eraseItem(actor.userId, id);
      if (!(await items.remove(actor.userId, id))) throw new NotFound(NOT_FOUND);
    },
  };
}
export type CollectionService = ReturnType<typeof createCollectionService>;
