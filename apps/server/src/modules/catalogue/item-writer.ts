import type { Executor } from '../../db/client';
import { NotFound } from '../../lib/errors';
import type { Text } from '../../texts';
import type { HistoryRepository } from '../history/history.repository';
import type { ItemKind, PhotoLinksRepository } from '../photos/photo-links.repository';
import { missingReferences, type RefCheck, unknownReferences } from './reference-checks';
import type { ReferencesRepository } from './references.repository';
import type { WriteContext } from './write-context';

const REVISION_ENTITY = { product: 'PRODUCT', detail: 'DETAIL' } as const;

/** The one answer of a batch of one write: an empty batch here is a bug, not a case to handle. */
function one<T>(answers: readonly T[]): T {
  const [answer] = answers;
  if (answer === undefined) throw new Error('A write of one item answered nothing');
  return answer;
}

/** The row writes of one kind of catalogue item (its writes repository). */
export interface ItemRows<Values, Row> {
  /** New ids, in increasing order, for rows inserted later. */
  reserveIds(count: number, tx?: Executor): Promise<number[]>;
  /** Inserts the rows in one statement, each with its reserved id. */
  insert(values: readonly (Values & { id: number; createdBy: number | null; at: Date })[], tx?: Executor): Promise<void>;
  update(id: number, values: Values, at: Date, tx?: Executor): Promise<void>;
  delete(id: number, tx?: Executor): Promise<void>;
  /** The rows, locked for the rest of the transaction so concurrent writes queue up. */
  lock(ids: readonly number[], tx?: Executor): Promise<(Row & { id: number })[]>;
}

/** What sets products and details apart in a write; the rest is the same for both. */
export interface ItemWriteSpec<Input extends { photos: { id: number }[] }, Values, Facts> {
  kind: ItemKind;
  notFound: Text;
  /** The records the input names, which must exist (photos: which the writer may use). */
  references(input: Input): RefCheck[];
  /** What the rules read besides the input, for all the inputs of a write at once (a batch reads it once, not once a row). */
  facts(ctx: WriteContext, inputs: readonly Input[]): Promise<Facts>;
  /** Checks the rules the schema can't, its references known to exist; answers the columns to store. `selfId`: the item an update changes. */
  prepare(ctx: WriteContext, input: Input, facts: Facts, selfId?: number): Promise<Values>;
  /** Links other than photos (a detail's stamps): written after the row, read into its snapshot. */
  links?: {
    read(ctx: WriteContext, ids: readonly number[]): Promise<Map<number, Record<string, number[]>>>;
    /** Makes an item's links the input's. */
    write(ctx: WriteContext, id: number, input: Input): Promise<void>;
    /** Links new items (which have none yet), in one statement. */
    add(ctx: WriteContext, items: readonly { id: number; input: Input }[]): Promise<void>;
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
  /**
   * Creates several items with the statements one create sends (an import's batch, issue 50 point 7):
   * each checked by the same rules, the first input that breaks one refuses them all. `ids`: reserved
   * for them (`reserveIds`), so a batch written later is numbered in the file's order. Answers their ids in order.
   */
  createMany(ctx: WriteContext, inputs: readonly Input[], ids?: readonly number[]): Promise<number[]>;
  /** New ids, in increasing order, for items created later by `createMany`. */
  reserveIds(ctx: WriteContext, count: number): Promise<number[]>;
  update(ctx: WriteContext, id: number, input: Input): Promise<void>;
  remove(ctx: WriteContext, id: number): Promise<void>;
}

/**
 * Applies item writes inside a transaction: checks the input, writes the row and its links,
 * publishes the photos it uses, and records a revision with the item before and after.
 * Used by the direct routes (moderators), by approved change requests and by imports alike.
 */
export function createItemWriter<Input extends { photos: { id: number }[] }, Values, Row extends object, Facts>(
  deps: ItemWriterDeps<ItemRows<Values, Row>>,
  spec: ItemWriteSpec<Input, Values, Facts>,
): ItemWriter<Input> {
  const { history, photoLinks, references, rows } = deps;
  const { kind } = spec;

  /** The items as their revisions record them, by id: the row, its links and its photos (absent: gone). */
  async function snapshots(ctx: WriteContext, ids: readonly number[]) {
    const found = await rows.lock(ids, ctx.tx);
    const links = await spec.links?.read(ctx, ids);
    const photos = await photoLinks.photoIdsOfMany(kind, ids, ctx.tx);
    return new Map(found.map((row) => [row.id, { ...row, ...links?.get(row.id), photoIds: photos.get(row.id) ?? [] }]));
  }

  async function existing(ctx: WriteContext, id: number) {
    const before = (await snapshots(ctx, [id])).get(id);
    if (!before) throw new NotFound(spec.notFound);
    return before;
  }

  /** Each input's columns, checked as one write checks them: the first input that breaks a rule refuses the write. */
  async function prepared(ctx: WriteContext, inputs: readonly Input[], selfId?: number): Promise<Values[]> {
    const checks = inputs.map((input) => spec.references(input));
    const missing = await missingReferences(references, ctx, checks);
    const facts = await spec.facts(ctx, inputs);
    const values: Values[] = [];
    for (const [index, input] of inputs.entries()) {
      unknownReferences(checks[index] ?? [], missing);
      values.push(await spec.prepare(ctx, input, facts, selfId));
    }
    return values;
  }

  async function record(
    ctx: WriteContext,
    changes: readonly { id: number; action: 'CREATE' | 'UPDATE' | 'DELETE'; before: unknown; after: unknown }[],
  ) {
    await history.recordMany(
      changes.map(({ id, action, before, after }) => ({
        entityType: REVISION_ENTITY[kind],
        entityId: id,
        action,
        before,
        after,
        userId: ctx.userId,
        at: ctx.at,
        changeRequestId: ctx.changeRequestId,
      })),
      ctx.tx,
    );
  }

  /** A moderator's write (or an approved one) publishes the photos it links. */
  const publish = (ctx: WriteContext, inputs: readonly Input[]) =>
    photoLinks.publish([...new Set(inputs.flatMap((input) => input.photos.map((p) => p.id)))], ctx.tx);

  async function createMany(ctx: WriteContext, inputs: readonly Input[], reserved?: readonly number[]): Promise<number[]> {
    if (inputs.length === 0) return [];
    const values = await prepared(ctx, inputs);
    const ids = reserved ?? (await rows.reserveIds(inputs.length, ctx.tx));
    const items = inputs.map((input, index) => ({ id: ids[index] ?? 0, input }));
    await rows.insert(
      values.map((value, index) => ({ ...value, id: ids[index] ?? 0, createdBy: ctx.userId, at: ctx.at })),
      ctx.tx,
    );
    await spec.links?.add(ctx, items);
    await photoLinks.link(
      kind,
      items.map(({ id, input }) => ({ itemId: id, photoIds: input.photos.map((p) => p.id) })),
      ctx.tx,
    );
    await publish(ctx, inputs);
    const created = items.map(({ id }) => id);
    const after = await snapshots(ctx, created);
    await record(
      ctx,
      created.map((id) => ({ id, action: 'CREATE', before: null, after: after.get(id) })),
    );
    return created;
  }

  return {
    async create(ctx, input) {
      return one(await createMany(ctx, [input]));
    },

    createMany,

    reserveIds: (ctx, count) => rows.reserveIds(count, ctx.tx),

    async update(ctx, id, input) {
      const before = await existing(ctx, id);
      await rows.update(id, one(await prepared(ctx, [input], id)), ctx.at, ctx.tx);
      await spec.links?.write(ctx, id, input);
      await photoLinks.replace(
        kind,
        id,
        input.photos.map((p) => p.id),
        ctx.tx,
      );
      await publish(ctx, [input]);
      await record(ctx, [{ id, action: 'UPDATE', before, after: (await snapshots(ctx, [id])).get(id) }]);
    },

    async remove(ctx, id) {
      const before = await existing(ctx, id);
      const detached = await spec.detachedBy?.(ctx, id);
      await rows.delete(id, ctx.tx);
      await record(ctx, [{ id, action: 'DELETE', before: { ...before, ...detached }, after: null }]);
    },
  };
}
