import { type ColumnKey, type DETAIL_FIELDS, type DetailWrite, type Equal, type Expect, pickRecorded } from '@museum/contract';
import { Invalid } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { Text } from '../../texts';
import { createItemWriter, type ItemWriterDeps } from '../catalogue/item-writer';
import type { DetailValues, DetailWritesRepository } from './detail-writes.repository';

const SUBTYPE_MISMATCH: Text = (t) => t.subtypeMismatch;

// Every described field kept in the row is a stored value the writer must give (ADR 052): a
// field the API validates can't be dropped on the way to the table.
export type StoredColumnsCheck = Expect<Equal<keyof DetailValues, ColumnKey<typeof DETAIL_FIELDS>>>;

/**
 * Detail writes inside a transaction: references must exist, the subtype must be one of the
 * type's, a detail without its own purpose takes its type's, and its stamps are linked with it.
 */
export function createDetailWriter(deps: ItemWriterDeps<DetailWritesRepository>) {
  const { rows, references } = deps;
  return createItemWriter(deps, {
    kind: 'detail',
    notFound: (t) => t.detailNotFound,
    references: (input: DetailWrite) => [
      { path: '/type', table: 'detail_types', ids: [input.type.id] },
      { path: '/subtype', table: 'detail_subtypes', ids: input.subtype ? [input.subtype.id] : [] },
      { path: '/manufacturer', table: 'manufacturers', ids: input.manufacturer ? [input.manufacturer.id] : [] },
      { path: '/product', table: 'products', ids: input.product ? [input.product.id] : [] },
      { path: '/stamps', table: 'stamps', ids: input.stamps.map((s) => s.id) },
      { path: '/photos', table: 'photos', ids: input.photos.map((p) => p.id) },
    ],
    // The subtypes' types and the purposes of the types of details that name none, read once for all the inputs.
    facts: async (ctx, inputs) => ({
      subtypeTypes: await references.typesOfSubtypes(
        inputs.flatMap((input) => (input.subtype ? [input.subtype.id] : [])),
        ctx.tx,
      ),
      purposes: await rows.typePurposes(
        inputs.flatMap((input) => (input.belongsTo ? [] : [input.type.id])),
        ctx.tx,
      ),
    }),
    async prepare(_ctx, input, { subtypeTypes, purposes }) {
      if (input.subtype && subtypeTypes.get(input.subtype.id) !== input.type.id) {
        throw new Invalid(SUBTYPE_MISMATCH, 'SUBTYPE_MISMATCH', { errors: [{ path: '/subtype', message: SUBTYPE_MISMATCH }] });
      }
      return {
        name: input.name,
        number: input.number,
        year: input.year,
        belongsTo: input.belongsTo ?? purposes.get(input.type.id) ?? null,
        typeId: input.type.id,
        subtypeId: input.subtype?.id ?? null,
        manufacturerId: input.manufacturer?.id ?? null,
        productId: input.product?.id ?? null,
        description: sanitizeRichText(input.description),
        source: input.source,
        nameEn: input.nameEn,
        descriptionEn: sanitizeRichText(input.descriptionEn),
        ...pickRecorded(input),
      };
    },
    links: {
      read: async (ctx, ids) => {
        const stamps = await rows.stampIdsOf(ids, ctx.tx);
        return new Map(ids.map((id) => [id, { stampIds: stamps.get(id) ?? [] }]));
      },
      write: (ctx, id, input) =>
        rows.replaceStamps(
          id,
          input.stamps.map((s) => s.id),
          ctx.tx,
        ),
      add: (ctx, items) =>
        rows.addStamps(
          items.map(({ id, input }) => ({ detailId: id, stampIds: input.stamps.map((s) => s.id) })),
          ctx.tx,
        ),
    },
  });
}
export type DetailWriter = ReturnType<typeof createDetailWriter>;
