import type {
  DetailSubtypeWithTypeDto,
  DetailSubtypeWrite,
  DetailTypeDto,
  DetailTypeWrite,
  ManufacturerDto,
  ManufacturerWrite,
  RevisionEntity,
  StampPageDto,
  StampWrite,
} from '@museum/contract';
import type { Executor } from '../../db/client';
import type { Actor, Role } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Conflict, NotFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { Text } from '../../texts';
import { checkReferences } from '../catalogue/reference-checks';
import type { ReferencesRepository } from '../catalogue/references.repository';
import { inTransaction, type RecordWrites, requireRole, type WriteContext } from '../catalogue/write-context';
import type { HistoryRepository } from '../history/history.repository';
import type { StampReads } from '../stamps/stamp-reads';
import type { StampRow, StampsRepository } from '../stamps/stamps.repository';
import type { DetailSubtypeRow, DetailTypeRow, ManufacturerRow } from './reference.repository';
import { toManufacturerDto, toSubtypeDto, toTypeDtos } from './reference-mapping';
import type { ReferenceWritesRepository, SubtypeValues } from './reference-writes.repository';

/** Adds or changes a record inside the caller's transaction (an approved change request), recorded in the history. */
export interface ReferenceWriter<Input> {
  createIn(ctx: WriteContext, input: Input): Promise<number>;
  updateIn(ctx: WriteContext, id: number, input: Input): Promise<number>;
}

/** What sets one reference list apart in a write; `create`, `update` and `remove` are the same for all. */
interface ReferenceKind<Input, Row, Dto> {
  entityType: RevisionEntity;
  /** Who may add one directly. */
  createRole: Role;
  /** Who may change and delete one directly. */
  changeRole: Role;
  notFound: Text;
  /** Why a delete is refused while something still refers to the record. */
  inUse: Text;
  rows: {
    lock(id: number, tx: Executor): Promise<Row | undefined>;
    delete(id: number, tx: Executor): Promise<void>;
    usage(id: number, tx: Executor): Promise<Record<string, number>>;
  };
  /** Checks what the schema can't and stores the (sanitized) input. */
  insert(ctx: WriteContext, input: Input): Promise<Row>;
  update(ctx: WriteContext, id: number, input: Input): Promise<Row>;
  /** The answer, read once the write is committed, as `actor` may see it. */
  toDto(row: Row, actor: Actor): Dto | Promise<Dto>;
}

/** A stamp as its writes and history hold it: the row and its photos in order. */
type StampRecord = StampRow & { photoIds: number[] };

/**
 * Manufacturers (added directly by moderators, proposed by plain users through change requests,
 * ADR 041; changed by admins), stamps (moderators; plain users propose them, ADR 061), types and
 * subtypes (admins).
 */
export function createReferenceWritesService(deps: {
  db: Executor;
  clock: Clock;
  history: HistoryRepository;
  references: ReferencesRepository;
  rows: ReferenceWritesRepository;
  stamps: StampsRepository;
  stampReads: StampReads;
}) {
  const { db, clock, history, references, rows } = deps;
  const clean = <T extends { description: string | null }>(input: T): T => ({ ...input, description: sanitizeRichText(input.description) });

  /** The record's writes, each in its own transaction and recorded in the history. */
  function writesOf<Input extends { description: string | null }, Row extends { id: number }, Dto>(
    kind: ReferenceKind<Input, Row, Dto>,
  ): RecordWrites<Input, Dto> & ReferenceWriter<Input> {
    const record = (ctx: WriteContext, entityId: number, action: 'CREATE' | 'UPDATE' | 'DELETE', before: unknown, after: unknown) =>
      history.record(
        {
          entityType: kind.entityType,
          entityId,
          action,
          before,
          after,
          userId: ctx.userId,
          at: ctx.at,
          changeRequestId: ctx.changeRequestId,
        },
        ctx.tx,
      );
    const insert = async (ctx: WriteContext, input: Input): Promise<Row> => {
      const row = await kind.insert(ctx, clean(input));
      await record(ctx, row.id, 'CREATE', null, row);
      return row;
    };
    /** Loads and locks the row or answers 404. */
    const existing = async (ctx: WriteContext, id: number): Promise<Row> => {
      const row = await kind.rows.lock(id, ctx.tx);
      if (!row) throw new NotFound(kind.notFound);
      return row;
    };

    const change = async (ctx: WriteContext, id: number, input: Input): Promise<Row> => {
      const before = await existing(ctx, id);
      const row = await kind.update(ctx, id, clean(input));
      await record(ctx, id, 'UPDATE', before, row);
      return row;
    };

    return {
      async create(actor: Actor | null, input: Input): Promise<Dto> {
        requireRole(actor, kind.createRole);
        return kind.toDto(await inTransaction(db, clock, actor, (ctx) => insert(ctx, input)), actor);
      },
      createIn: async (ctx, input) => (await insert(ctx, input)).id,
      updateIn: async (ctx, id, input) => (await change(ctx, id, input)).id,
      async update(actor: Actor | null, id: number, input: Input): Promise<Dto> {
        requireRole(actor, kind.changeRole);
        return kind.toDto(await inTransaction(db, clock, actor, (ctx) => change(ctx, id, input)), actor);
      },
      /** Refuses to delete what is still referred to: 409 `IN_USE` with the counts. */
      async remove(actor: Actor | null, id: number): Promise<void> {
        requireRole(actor, kind.changeRole);
        return inTransaction(db, clock, actor, async (ctx) => {
          const before = await existing(ctx, id);
          const usage = await kind.rows.usage(id, ctx.tx);
          if (Object.values(usage).some((n) => n > 0)) throw new Conflict(kind.inUse, 'IN_USE', { counts: usage });
          await kind.rows.delete(id, ctx.tx);
          await record(ctx, id, 'DELETE', before, null);
        });
      },
    };
  }

  /** Writes a stamp's columns and its photos, once its maker and photos are known to exist (and the photos usable by the writer). */
  async function writeStamp(ctx: WriteContext, id: number | null, input: StampWrite): Promise<StampRecord> {
    const photoIds = input.photos.map((photo) => photo.id);
    await checkReferences(references, ctx, [
      { path: '/manufacturer', table: 'manufacturers', ids: input.manufacturer ? [input.manufacturer.id] : [] },
      { path: '/photos', table: 'photos', ids: photoIds },
    ]);
    const values = {
      name: input.name,
      nameEn: input.nameEn,
      kind: input.kind,
      description: input.description,
      manufacturerId: input.manufacturer?.id ?? null,
      yearFrom: input.yearFrom,
      yearTo: input.yearTo,
      updatedAt: ctx.at,
    };
    const row =
      id === null ? await deps.stamps.insert({ ...values, createdAt: ctx.at }, ctx.tx) : await deps.stamps.update(id, values, ctx.tx);
    await deps.stamps.replacePhotos(row.id, photoIds, ctx.tx);
    return { ...row, photoIds };
  }

  /** A subtype's columns, once its type is known to exist. */
  async function subtypeValues(ctx: WriteContext, { type, ...values }: DetailSubtypeWrite): Promise<SubtypeValues> {
    await checkReferences(references, ctx, [{ path: '/type', table: 'detail_types', ids: [type.id] }]);
    return { ...values, typeId: type.id };
  }

  return {
    manufacturers: writesOf<ManufacturerWrite, ManufacturerRow, ManufacturerDto>({
      entityType: 'MANUFACTURER',
      createRole: 'MODERATOR',
      changeRole: 'ADMIN',
      notFound: (t) => t.manufacturerNotFound,
      inUse: (t) => t.manufacturerInUse,
      rows: rows.manufacturers,
      insert: (ctx, input) => rows.manufacturers.insert({ ...input, createdBy: ctx.userId, at: ctx.at }, ctx.tx),
      update: (ctx, id, input) => rows.manufacturers.update(id, { ...input, at: ctx.at }, ctx.tx),
      toDto: (row) => toManufacturerDto(row),
    }),

    stamps: writesOf<StampWrite, StampRecord, StampPageDto>({
      entityType: 'STAMP',
      createRole: 'MODERATOR',
      changeRole: 'MODERATOR',
      notFound: (t) => t.stampNotFound,
      inUse: (t) => t.stampInUse,
      rows: {
        async lock(id, tx) {
          const row = await deps.stamps.lock(id, tx);
          return row && { ...row, photoIds: await deps.stamps.photoIds(id, tx) };
        },
        delete: deps.stamps.delete,
        usage: deps.stamps.usage,
      },
      insert: (ctx, input) => writeStamp(ctx, null, input),
      update: (ctx, id, input) => writeStamp(ctx, id, input),
      toDto: (row, actor) => deps.stampReads.page(actor, row.id),
    }),

    detailTypes: writesOf<DetailTypeWrite, DetailTypeRow, DetailTypeDto>({
      entityType: 'DETAIL_TYPE',
      createRole: 'ADMIN',
      changeRole: 'ADMIN',
      notFound: (t) => t.typeNotFound,
      inUse: (t) => t.typeInUse,
      rows: rows.types,
      insert: (ctx, input) => rows.types.insert(input, ctx.tx),
      update: (ctx, id, input) => rows.types.update(id, input, ctx.tx),
      toDto: async (row) => toTypeDtos([row], await rows.types.subtypesOf(row.id))[0] as DetailTypeDto,
    }),

    detailSubtypes: writesOf<DetailSubtypeWrite, DetailSubtypeRow, DetailSubtypeWithTypeDto>({
      entityType: 'DETAIL_SUBTYPE',
      createRole: 'ADMIN',
      changeRole: 'ADMIN',
      notFound: (t) => t.subtypeNotFound,
      inUse: (t) => t.subtypeInUse,
      rows: rows.subtypes,
      insert: async (ctx, input) => rows.subtypes.insert(await subtypeValues(ctx, input), ctx.tx),
      update: async (ctx, id, input) => rows.subtypes.update(id, await subtypeValues(ctx, input), ctx.tx),
      toDto: (row) => ({ ...toSubtypeDto(row), type: { id: row.typeId } }),
    }),
  };
}
export type ReferenceWritesService = ReturnType<typeof createReferenceWritesService>;
