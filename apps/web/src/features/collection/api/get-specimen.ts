import { useItem } from '../../../lib/catalogue-items';
import { fromDetail, fromProduct, fromRecord, type Specimen, type SpecimenRef } from '../lib/specimen';
import { useCollectionItem } from './items';

/** What a page needs of one specimen's read: the specimen once read, and whether the read failed (and why). */
export interface SpecimenRead {
  data: Specimen | undefined;
  isError: boolean;
  error: unknown;
}

/**
 * One specimen by its reference: a catalogue item through the item pages' cached read, an own
 * record through the collection's private one (never kept in sessionStorage, ADR 084).
 */
export function useSpecimen(ref: SpecimenRef | null): SpecimenRead {
  const product = useItem('product', ref?.source === 'product' ? ref.id : 0);
  const detail = useItem('detail', ref?.source === 'detail' ? ref.id : 0);
  const record = useCollectionItem(ref?.source === 'collection' ? ref.id : null);
  if (ref?.source === 'product') return { data: product.data && fromProduct(product.data), isError: product.isError, error: product.error };
  if (ref?.source === 'detail') return { data: detail.data && fromDetail(detail.data), isError: detail.isError, error: detail.error };
  return { data: record.data && fromRecord(record.data), isError: record.isError, error: record.error };
}
