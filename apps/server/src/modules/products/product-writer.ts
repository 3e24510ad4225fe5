import { type ColumnKey, type Equal, type Expect, type PRODUCT_FIELDS, type ProductWrite, pickRecorded } from '@museum/contract';
import { Invalid } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { Text } from '../../texts';
import { createItemWriter, type ItemWriterDeps } from '../catalogue/item-writer';
import type { ProductValues, ProductWritesRepository } from './product-writes.repository';

const CYCLE: Text = (t) => t.productCycle;

// Every described field kept in the row is a stored value the writer must give (ADR 052): a
// field the API validates can't be dropped on the way to the table.
export type StoredColumnsCheck = Expect<Equal<keyof ProductValues, ColumnKey<typeof PRODUCT_FIELDS>>>;

/**
 * Product writes inside a transaction: references must exist and a product may not become its
 * own ancestor; deleting one detaches (and records) its children and details.
 */
export function createProductWriter(deps: ItemWriterDeps<ProductWritesRepository>) {
  const { rows } = deps;
  return createItemWriter(deps, {
    kind: 'product',
    notFound: (t) => t.productNotFound,
    references: (input: ProductWrite) => [
      { path: '/manufacturer', table: 'manufacturers', ids: input.manufacturer ? [input.manufacturer.id] : [] },
      { path: '/parent', table: 'products', ids: input.parent ? [input.parent.id] : [] },
      { path: '/photos', table: 'photos', ids: input.photos.map((p) => p.id) },
    ],
    facts: async () => undefined,
    async prepare(ctx, input, _facts, selfId) {
      if (selfId !== undefined && input.parent && (await rows.isAncestorOrSelf(selfId, input.parent.id, ctx.tx))) {
        throw new Invalid(CYCLE, 'CYCLE', { errors: [{ path: '/parent', message: CYCLE }] });
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
        nameEn: input.nameEn,
        descriptionEn: sanitizeRichText(input.descriptionEn),
        ...pickRecorded(input),
      };
    },
    detachedBy: (ctx, id) => rows.dependents(id, ctx.tx),
  });
}
export type ProductWriter = ReturnType<typeof createProductWriter>;
