import type { Executor } from '../../db/client';
import { NotFound } from '../../lib/errors';
import type { Text } from '../../texts';
import type { HistoryRepository } from '../history/history.repository';
import type { ItemKind, PhotoLinksRepository } from '../photos/photo-links.repository';
import type { ReferencesRepository } from './references.repository';
import type { WriteContext } from './write-context';

const REVISION_ENTITY = { product: 'PRODUCT', detail: 'DETAIL' } as const;

/** The row writes of one kind of catalogue item (its writes repository). */
export interface ItemRows<Values, Row> {
  insert(values: Values & { createdBy: number | null; at: Date }, tx?: Executor): Promise<number>;
  update(id: number, values: Values, at: Date, tx?: Executor): Promise<void>;
  delete(id: number, tx?: Executor): Promise<void>;
  /** The row, locked for the rest of the transaction so concurrent writes queue up. */
  lock(id: number, tx?: Executor): Promise<Row | undefined>;
}

/** What sets products and details apart in a write; the rest is the same for both. */
export interface ItemWriteSpec<Input extends { photos: { id: number }[] }, Values> {
  kind: ItemKind;
  notFound: Text;
  /** Checks references and rules the schema can't; answers the columns to store. `selfId`: the item an update changes. */
  prepare(ctx: WriteContext, input: Input, selfId?: number): Promise<Values>;
  /** Links other than photos (a detail's stamps): written after the row, read into its snapshot. */
  links?: {
    read(ctx: WriteContext, id: number): Promise<Record<string, number[]>>;
    write(ctx: WriteContext, id: number, input: Input): Promise<void>;
  };
  /** What deleting the item detaches, added to the delete's record. */
  detachedBy?(ctx: WriteContext, id: number): Promise<Record<string, number[]>>;
}

/** What an item writer is built from: the repositories every item write uses, and the item's own rows. */
export interface ItemWriterDeps<Rows> {
  history: HistoryRepository;
  photoLinks: PhotoLinksRepository;
  references: ReferencesRepository;
  rows: Rows;
}

/** Creates, updates and deletes one kind of catalogue item inside the caller's transaction. */
export interface ItemWriter<Input> {
  create(ctx: WriteContext, input: Input): Promise<number>;
  update(ctx: WriteContext, id: number, input: Input): Promise<void>;
  remove(ctx: WriteContext, id: number): Promise<void>;
}

/**
 * Applies item writes inside a transaction: checks the input, writes the row and its links,
 * publishes the photos it uses, and records a revision with the item before and after.
 * Used by the direct routes (moderators) and by approved change requests alike.
 */
export function createItemWriter<Input extends { photos: { id: number }[] }, Values, Row extends object>(
  deps: ItemWriterDeps<ItemRows<Values, Row>>,
  spec: ItemWriteSpec<Input, Values>,
): ItemWriter<Input> {
  const { history, photoLinks, rows } = deps;
  const { kind } = spec;

  async function snapshot(ctx: WriteContext, id: number) {
    const row = await rows.lock(id, ctx.tx);
    if (!row) return undefined;
    return { ...row, ...(await spec.links?.read(ctx, id)), photoIds: await photoLinks.photoIdsOf(kind, id, ctx.tx) };
  }

  async function existing(ctx: WriteContext, id: number) {
    const before = await snapshot(ctx, id);
    if (!before) throw new NotFound(spec.notFound);
    return before;
  }

  /** The item's links and photos, in order; a moderator's write (or an approved one) publishes the photos. */
  async function writeLinks(ctx: WriteContext, id: number, input: Input) {
    const photoIds = input.photos.map((p) => p.id);
    await spec.links?.write(ctx, id, input);
    await photoLinks.replace(kind, id, photoIds, ctx.tx);
    await photoLinks.publish(photoIds, ctx.tx);
  }

  async function record(ctx: WriteContext, id: number, action: 'CREATE' | 'UPDATE' | 'DELETE', before: unknown, after: unknown) {
    await history.record(
      {
        entityType: REVISION_ENTITY[kind],
        entityId: id,
        action,
        before,
        after,
        userId: ctx.userId,
        at: ctx.at,
        changeRequestId: ctx.changeRequestId,
      },
      ctx.tx,
    );
  }

  return {
    async create(ctx, input) {
      const values = await spec.prepare(ctx, input);
      const id = await rows.insert({ ...values, createdBy: ctx.userId, at: ctx.at }, ctx.tx);
      await writeLinks(ctx, id, input);
      await record(ctx, id, 'CREATE', null, await snapshot(ctx, id));
      return id;
    },

    async update(ctx, id, input) {
      const before = await existing(ctx, id);
      const values = await spec.prepare(ctx, input, id);
      await rows.update(id, values, ctx.at, ctx.tx);
      await writeLinks(ctx, id, input);
      await record(ctx, id, 'UPDATE', before, await snapshot(ctx, id));
    },

    async remove(ctx, id) {
      const before = await existing(ctx, id);
      const detached = await spec.detachedBy?.(ctx, id);
      await rows.delete(id, ctx.tx);
      await record(ctx, id, 'DELETE', { ...before, ...detached }, null);
    },
  };
}
