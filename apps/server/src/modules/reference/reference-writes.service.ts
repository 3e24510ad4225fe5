import type {
  DetailSubtypeWithTypeDto,
  DetailSubtypeWrite,
  DetailTypeDto,
  DetailTypeWrite,
  ManufacturerDto,
  ManufacturerWrite,
  RevisionEntity,
  StampDto,
  StampWrite,
} from '@museum/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Conflict, NotFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { checkReferences } from '../catalogue/reference-checks';
import { inTransaction, requireRole, type WriteContext } from '../catalogue/write-context';
import type { HistoryRepository } from '../history/history.repository';
import { toManufacturerDto, toSubtypeDto, toTypeDtos } from './reference-mapping';
import { referenceWritesRepository as repo } from './reference-writes.repository';

/** Manufacturers (created by anyone signed in, changed by admins), stamps, types and subtypes (admins). */
export function createReferenceWritesService(deps: { db: Db; clock: Clock; history: HistoryRepository }) {
  const { db, clock, history } = deps;

  const record = (
    ctx: WriteContext,
    entityType: RevisionEntity,
    entityId: number,
    action: 'CREATE' | 'UPDATE' | 'DELETE',
    before: unknown,
    after: unknown,
  ) => history.record({ entityType, entityId, action, before, after, userId: ctx.userId, at: ctx.at, changeRequestId: null }, ctx.tx);

  /** Loads and locks a row or answers 404. */
  async function existing<T>(found: Promise<T | undefined>, message: string): Promise<T> {
    const row = await found;
    if (!row) throw new NotFound(message);
    return row;
  }

  /** Refuses to delete what is still referred to: 409 `IN_USE` with the counts. */
  function refuseInUse(usage: Record<string, number>, message: string) {
    if (Object.values(usage).some((n) => n > 0)) throw new Conflict(message, 'IN_USE', { counts: usage });
  }

  const clean = <T extends { description: string | null }>(input: T): T => ({ ...input, description: sanitizeRichText(input.description) });

  const typeDto = async (tx: Db, row: Parameters<typeof toTypeDtos>[0][number]): Promise<DetailTypeDto> =>
    toTypeDtos([row], await repo.types.subtypesOf(tx, row.id))[0] as DetailTypeDto;
  const subtypeDto = (row: Parameters<typeof toSubtypeDto>[0]): DetailSubtypeWithTypeDto => ({
    ...toSubtypeDto(row),
    type: { id: row.typeId },
  });

  return {
    createManufacturer: (actor: Actor | null, input: ManufacturerWrite): Promise<ManufacturerDto> => {
      requireRole(actor, 'USER');
      return inTransaction(db, clock, actor, async (ctx) => {
        const row = await repo.manufacturers.insert(ctx.tx, clean(input), actor.userId, ctx.at);
        await record(ctx, 'MANUFACTURER', row.id, 'CREATE', null, row);
        return toManufacturerDto(row);
      });
    },
    updateManufacturer: (actor: Actor | null, id: number, input: ManufacturerWrite): Promise<ManufacturerDto> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const before = await existing(repo.manufacturers.lock(ctx.tx, id), 'Производитель не найден');
        const row = await repo.manufacturers.update(ctx.tx, id, clean(input), ctx.at);
        await record(ctx, 'MANUFACTURER', id, 'UPDATE', before, row);
        return toManufacturerDto(row);
      });
    },
    deleteManufacturer: (actor: Actor | null, id: number): Promise<void> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const before = await existing(repo.manufacturers.lock(ctx.tx, id), 'Производитель не найден');
        refuseInUse(await repo.manufacturers.usage(ctx.tx, id), 'Производитель указан у изделий или деталей');
        await repo.manufacturers.delete(ctx.tx, id);
        await record(ctx, 'MANUFACTURER', id, 'DELETE', before, null);
      });
    },

    createStamp: (actor: Actor | null, input: StampWrite): Promise<StampDto> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const row = await repo.stamps.insert(ctx.tx, clean(input));
        await record(ctx, 'STAMP', row.id, 'CREATE', null, row);
        return row;
      });
    },
    updateStamp: (actor: Actor | null, id: number, input: StampWrite): Promise<StampDto> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const before = await existing(repo.stamps.lock(ctx.tx, id), 'Клеймо не найдено');
        const row = await repo.stamps.update(ctx.tx, id, clean(input));
        await record(ctx, 'STAMP', id, 'UPDATE', before, row);
        return row;
      });
    },
    deleteStamp: (actor: Actor | null, id: number): Promise<void> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const before = await existing(repo.stamps.lock(ctx.tx, id), 'Клеймо не найдено');
        refuseInUse(await repo.stamps.usage(ctx.tx, id), 'Клеймо указано у деталей');
        await repo.stamps.delete(ctx.tx, id);
        await record(ctx, 'STAMP', id, 'DELETE', before, null);
      });
    },

    createType: (actor: Actor | null, input: DetailTypeWrite): Promise<DetailTypeDto> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const row = await repo.types.insert(ctx.tx, clean(input));
        await record(ctx, 'DETAIL_TYPE', row.id, 'CREATE', null, row);
        return typeDto(ctx.tx, row);
      });
    },
    updateType: (actor: Actor | null, id: number, input: DetailTypeWrite): Promise<DetailTypeDto> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const before = await existing(repo.types.lock(ctx.tx, id), 'Тип детали не найден');
        const row = await repo.types.update(ctx.tx, id, clean(input));
        await record(ctx, 'DETAIL_TYPE', id, 'UPDATE', before, row);
        return typeDto(ctx.tx, row);
      });
    },
    deleteType: (actor: Actor | null, id: number): Promise<void> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const before = await existing(repo.types.lock(ctx.tx, id), 'Тип детали не найден');
        refuseInUse(await repo.types.usage(ctx.tx, id), 'У типа есть детали или подтипы');
        await repo.types.delete(ctx.tx, id);
        await record(ctx, 'DETAIL_TYPE', id, 'DELETE', before, null);
      });
    },

    createSubtype: (actor: Actor | null, input: DetailSubtypeWrite): Promise<DetailSubtypeWithTypeDto> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const { type, ...values } = clean(input);
        await checkReferences(ctx.tx, [{ path: '/type', table: 'detail_types', ids: [type.id] }], ctx.viewer);
        const row = await repo.subtypes.insert(ctx.tx, values, type.id);
        await record(ctx, 'DETAIL_SUBTYPE', row.id, 'CREATE', null, row);
        return subtypeDto(row);
      });
    },
    updateSubtype: (actor: Actor | null, id: number, input: DetailSubtypeWrite): Promise<DetailSubtypeWithTypeDto> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const before = await existing(repo.subtypes.lock(ctx.tx, id), 'Подтип детали не найден');
        const { type, ...values } = clean(input);
        await checkReferences(ctx.tx, [{ path: '/type', table: 'detail_types', ids: [type.id] }], ctx.viewer);
        const row = await repo.subtypes.update(ctx.tx, id, values, type.id);
        await record(ctx, 'DETAIL_SUBTYPE', id, 'UPDATE', before, row);
        return subtypeDto(row);
      });
    },
    deleteSubtype: (actor: Actor | null, id: number): Promise<void> => {
      requireRole(actor, 'ADMIN');
      return inTransaction(db, clock, actor, async (ctx) => {
        const before = await existing(repo.subtypes.lock(ctx.tx, id), 'Подтип детали не найден');
        refuseInUse(await repo.subtypes.usage(ctx.tx, id), 'Подтип указан у деталей');
        await repo.subtypes.delete(ctx.tx, id);
        await record(ctx, 'DETAIL_SUBTYPE', id, 'DELETE', before, null);
      });
    },
  };
}
export type ReferenceWritesService = ReturnType<typeof createReferenceWritesService>;
