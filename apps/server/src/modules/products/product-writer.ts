import type { ProductWrite } from '@museum/contract';
import { Invalid, NotFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { checkReferences } from '../catalogue/reference-checks';
import type { WriteContext } from '../catalogue/write-context';
import type { HistoryRepository } from '../history/history.repository';
import { photoLinksRepository as links } from '../photos/photo-links.repository';
import { type ProductSnapshot, type ProductValues, productWritesRepository as repo } from './product-writes.repository';

/**
 * Applies product writes inside a transaction: checks references and cycles, writes the
 * row and its photo links, publishes the photos it uses, and records a revision.
 * Used by the direct routes (moderators) and by approved change requests alike.
 */
export function createProductWriter(history: HistoryRepository) {
  async function snapshot(ctx: WriteContext, id: number): Promise<ProductSnapshot | undefined> {
    const row = await repo.lock(ctx.tx, id);
    return row && { ...row, photoIds: await links.photoIdsOf(ctx.tx, 'product', id) };
  }

  async function prepare(ctx: WriteContext, input: ProductWrite, selfId?: number): Promise<ProductValues> {
    await checkReferences(
      ctx.tx,
      [
        { path: '/manufacturer', table: 'manufacturers', ids: input.manufacturer ? [input.manufacturer.id] : [] },
        { path: '/parent', table: 'products', ids: input.parent ? [input.parent.id] : [] },
        { path: '/photos', table: 'photos', ids: input.photos.map((p) => p.id) },
      ],
      ctx.viewer,
    );
    if (selfId !== undefined && input.parent && (await repo.isAncestorOrSelf(ctx.tx, selfId, input.parent.id))) {
      throw new Invalid('Изделие не может быть своим собственным предком', 'CYCLE', {
        errors: [{ path: '/parent', message: 'Изделие не может быть своим собственным предком' }],
      });
    }
    return {
      name: input.name,
      number: input.number,
      year: input.year,
      belongsTo: input.belongsTo,
      manufacturerId: input.manufacturer?.id ?? null,
      parentId: input.parent?.id ?? null,
      description: sanitizeRichText(input.description),
      source: input.source,
    };
  }

  /** The product's photos, in order; a moderator's write publishes them. */
  async function writeLinks(ctx: WriteContext, id: number, input: ProductWrite) {
    const photoIds = input.photos.map((p) => p.id);
    await links.replace(ctx.tx, 'product', id, photoIds);
    await links.publish(ctx.tx, photoIds);
  }

  async function record(ctx: WriteContext, id: number, action: 'CREATE' | 'UPDATE' | 'DELETE', before: unknown, after: unknown) {
    await history.record(
      { entityType: 'PRODUCT', entityId: id, action, before, after, userId: ctx.userId, at: ctx.at, changeRequestId: ctx.changeRequestId },
      ctx.tx,
    );
  }

  return {
    async create(ctx: WriteContext, input: ProductWrite): Promise<number> {
      const values = await prepare(ctx, input);
      const id = await repo.insert(ctx.tx, { ...values, createdBy: ctx.userId, at: ctx.at });
      await writeLinks(ctx, id, input);
      await record(ctx, id, 'CREATE', null, await snapshot(ctx, id));
      return id;
    },

    async update(ctx: WriteContext, id: number, input: ProductWrite): Promise<void> {
      const before = await snapshot(ctx, id);
      if (!before) throw new NotFound('Изделие не найдено');
      const values = await prepare(ctx, input, id);
      await repo.update(ctx.tx, id, values, ctx.at);
      await writeLinks(ctx, id, input);
      await record(ctx, id, 'UPDATE', before, await snapshot(ctx, id));
    },

    /** Deletes a product; children and details are detached (recorded in the revision), not deleted. */
    async remove(ctx: WriteContext, id: number): Promise<void> {
      const before = await snapshot(ctx, id);
      if (!before) throw new NotFound('Изделие не найдено');
      const detached = await repo.dependents(ctx.tx, id);
      await repo.delete(ctx.tx, id);
      await record(ctx, id, 'DELETE', { ...before, ...detached }, null);
    },
  };
}
export type ProductWriter = ReturnType<typeof createProductWriter>;
