import { useMemo, useState } from 'react';
import type { SelectOption } from '../../../components/ui/searchable-select';
import { useMessages } from '../../../lib/locale';
import { useManufacturers } from '../../../lib/reference-lists/manufacturers';
import { useStamps } from '../../../lib/reference-lists/stamps';
import { useProductOptions } from '../api/lookup-products';

/** Manufacturers and stamps are short lists, loaded whole. */
export function useManufacturerOptions(): SelectOption[] {
  const { data } = useManufacturers();
  return useMemo(() => (data ?? []).map(({ id, name }) => ({ id, name })), [data]);
}

export function useStampOptions(): SelectOption[] {
  const { data } = useStamps();
  return useMemo(() => (data ?? []).map(({ id, name }) => ({ id, name })), [data]);
}

/** Products are looked up on the server by the typed text; `excludeId` drops the product being edited. */
export function useProductLookup(excludeId?: number) {
  const [text, setText] = useState('');
  const { data } = useProductOptions(text);
  const { numbered } = useMessages();
  const options = useMemo(
    () =>
      (data?.content ?? [])
        .filter((product) => product.id !== excludeId)
        .map((product) => ({ id: product.id, name: product.number ? `${product.name} (${numbered(product.number)})` : product.name })),
    [data, excludeId, numbered],
  );
  return { options, onSearch: setText };
}
