import type { ProductDto, ProductWrite } from '@museum/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { inTransaction, requireRole } from '../catalogue/write-context';
import type { ProductWriter } from './product-writer';
import type { ProductsService } from './products.service';

/** Direct product writes: moderators only; a plain user proposes through change requests. */
export function createProductWritesService(deps: { db: Db; clock: Clock; writer: ProductWriter; products: ProductsService }) {
  const { db, clock, writer, products } = deps;
  return {
    async create(actor: Actor | null, input: ProductWrite): Promise<ProductDto> {
      requireRole(actor, 'MODERATOR');
      const id = await inTransaction(db, clock, actor, (ctx) => writer.create(ctx, input));
      return products.get(actor, id);
    },

    async update(actor: Actor | null, id: number, input: ProductWrite): Promise<ProductDto> {
      requireRole(actor, 'MODERATOR');
      await inTransaction(db, clock, actor, (ctx) => writer.update(ctx, id, input));
      return products.get(actor, id);
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      requireRole(actor, 'MODERATOR');
      await inTransaction(db, clock, actor, (ctx) => writer.remove(ctx, id));
    },
  };
}
export type ProductWritesService = ReturnType<typeof createProductWritesService>;
