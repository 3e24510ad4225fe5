import type { DetailDto, DetailWrite } from '@museum/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { inTransaction, requireRole } from '../catalogue/write-context';
import type { DetailWriter } from './detail-writer';
import type { DetailsService } from './details.service';

/** Direct detail writes: moderators only; a plain user proposes through change requests. */
export function createDetailWritesService(deps: { db: Db; clock: Clock; writer: DetailWriter; details: DetailsService }) {
  const { db, clock, writer, details } = deps;
  return {
    async create(actor: Actor | null, input: DetailWrite): Promise<DetailDto> {
      requireRole(actor, 'MODERATOR');
      const id = await inTransaction(db, clock, actor, (ctx) => writer.create(ctx, input));
      return details.get(actor, id);
    },

    async update(actor: Actor | null, id: number, input: DetailWrite): Promise<DetailDto> {
      requireRole(actor, 'MODERATOR');
      await inTransaction(db, clock, actor, (ctx) => writer.update(ctx, id, input));
      return details.get(actor, id);
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      requireRole(actor, 'MODERATOR');
      await inTransaction(db, clock, actor, (ctx) => writer.remove(ctx, id));
    },
  };
}
export type DetailWritesService = ReturnType<typeof createDetailWritesService>;
