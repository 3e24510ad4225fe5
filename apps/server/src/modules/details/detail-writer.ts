import type { DetailWrite } from '@museum/contract';
import { Invalid, NotFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { checkReferences } from '../catalogue/reference-checks';
import { referencesRepository } from '../catalogue/references.repository';
import type { WriteContext } from '../catalogue/write-context';
import type { HistoryRepository } from '../history/history.repository';
import { photoLinksRepository as links } from '../photos/photo-links.repository';
import { type DetailSnapshot, type DetailValues, detailWritesRepository as repo } from './detail-writes.repository';

/**
 * Applies detail writes inside a transaction: checks references (and that the subtype is
 * one of the type's), writes the row, its stamps and photo links, publishes the photos it
 * uses, and records a revision. Shared by direct writes and approved change requests.
 */
export function createDetailWriter(history: HistoryRepository) {
  async function snapshot(ctx: WriteContext, id: number): Promise<DetailSnapshot | undefined> {
    const row = await repo.lock(ctx.tx, id);
    if (!row) return undefined;
    return { ...row, stampIds: await repo.stampIdsOf(ctx.tx, id), photoIds: await links.photoIdsOf(ctx.tx, 'detail', id) };
  }

  async function prepare(ctx: WriteContext, input: DetailWrite): Promise<DetailValues> {
    await checkReferences(
      ctx.tx,
      [
        { path: '/type', table: 'detail_types', ids: [input.type.id] },
        { path: '/subtype', table: 'detail_subtypes', ids: input.subtype ? [input.subtype.id] : [] },
        { path: '/manufacturer', table: 'manufacturers', ids: input.manufacturer ? [input.manufacturer.id] : [] },
        { path: '/product', table: 'products', ids: input.product ? [input.product.id] : [] },
        { path: '/stamps', table: 'stamps', ids: input.stamps.map((s) => s.id) },
        { path: '/photos', table: 'photos', ids: input.photos.map((p) => p.id) },
      ],
      ctx.viewer,
    );
    if (input.subtype && (await referencesRepository.typeOfSubtype(ctx.tx, input.subtype.id)) !== input.type.id) {
      const message = 'Подтип не относится к выбранному типу';
      throw new Invalid(message, 'SUBTYPE_MISMATCH', { errors: [{ path: '/subtype', message }] });
    }
    return {
      name: input.name,
      number: input.number,
      year: input.year,
      // A detail without its own purpose takes its type's.
      belongsTo: input.belongsTo ?? (await repo.typeBelongsTo(ctx.tx, input.type.id)) ?? null,
      typeId: input.type.id,
      subtypeId: input.subtype?.id ?? null,
      manufacturerId: input.manufacturer?.id ?? null,
      productId: input.product?.id ?? null,
      description: sanitizeRichText(input.description),
      source: input.source,
    };
  }

  async function writeLinks(ctx: WriteContext, id: number, input: DetailWrite) {
    const photoIds = input.photos.map((p) => p.id);
    await repo.replaceStamps(
      ctx.tx,
      id,
      input.stamps.map((s) => s.id),
    );
    await links.replace(ctx.tx, 'detail', id, photoIds);
    await links.publish(ctx.tx, photoIds);
  }

  async function record(ctx: WriteContext, id: number, action: 'CREATE' | 'UPDATE' | 'DELETE', before: unknown, after: unknown) {
    await history.record(
      { entityType: 'DETAIL', entityId: id, action, before, after, userId: ctx.userId, at: ctx.at, changeRequestId: ctx.changeRequestId },
      ctx.tx,
    );
  }

  return {
    async create(ctx: WriteContext, input: DetailWrite): Promise<number> {
      const values = await prepare(ctx, input);
      const id = await repo.insert(ctx.tx, { ...values, createdBy: ctx.userId, at: ctx.at });
      await writeLinks(ctx, id, input);
      await record(ctx, id, 'CREATE', null, await snapshot(ctx, id));
      return id;
    },

    async update(ctx: WriteContext, id: number, input: DetailWrite): Promise<void> {
      const before = await snapshot(ctx, id);
      if (!before) throw new NotFound('Деталь не найдена');
      const values = await prepare(ctx, input);
      await repo.update(ctx.tx, id, values, ctx.at);
      await writeLinks(ctx, id, input);
      await record(ctx, id, 'UPDATE', before, await snapshot(ctx, id));
    },

    async remove(ctx: WriteContext, id: number): Promise<void> {
      const before = await snapshot(ctx, id);
      if (!before) throw new NotFound('Деталь не найдена');
      await repo.delete(ctx.tx, id);
      await record(ctx, id, 'DELETE', before, null);
    },
  };
}
export type DetailWriter = ReturnType<typeof createDetailWriter>;
