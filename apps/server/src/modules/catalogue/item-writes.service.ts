import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { ItemWriter } from './item-writer';
import { inTransaction, type RecordWrites, requireRole } from './write-context';

/**
 * Direct writes of products or details: moderators only; a plain user proposes through change
 * requests. Each write is one transaction; create and update answer the item as `read` shows it.
 */
export function createItemWritesService<Input, Dto>(deps: {
  db: Executor;
  clock: Clock;
  writer: ItemWriter<Input>;
  read: (actor: Actor, id: number) => Promise<Dto>;
}): RecordWrites<Input, Dto> {
  const { db, clock, writer, read } = deps;
  return {
    async create(actor, input) {
      requireRole(actor, 'MODERATOR');
      const id = await inTransaction(db, clock, actor, (ctx) => writer.create(ctx, input));
      return read(actor, id);
    },

    async update(actor, id, input) {
      requireRole(actor, 'MODERATOR');
      await inTransaction(db, clock, actor, (ctx) => writer.update(ctx, id, input));
      return read(actor, id);
    },

    async remove(actor, id) {
      requireRole(actor, 'MODERATOR');
      await inTransaction(db, clock, actor, (ctx) => writer.remove(ctx, id));
    },
  };
}
