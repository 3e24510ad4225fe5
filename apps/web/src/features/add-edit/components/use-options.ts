import { useMemo, useState } from 'react';
import type { SelectOption } from '../../../components/ui/searchable-select';
import { type Named, shownName } from '../../../lib/item-english';
import { useLocale, useMessages } from '../../../lib/locale';
import { useManufacturers } from '../../../lib/reference-lists/manufacturers';
import { useStamps } from '../../../lib/reference-lists/stamps';
import { useProductOptions } from '../api/lookup-products';

/** Manufacturers and stamps are short lists, loaded whole. */
export function useManufacturerOptions(): SelectOption[] {
  const { data } = useManufacturers();
  return useNamedOptions(data);
}

export function useStampOptions(): SelectOption[] {
  const { data } = useStamps();
  return useNamedOptions(data);
}

/** A reference list's choices by the names the page shows (ADR 082): English where there is one, else as entered, marked. */
function useNamedOptions(list: readonly (Named & { id: number })[] | undefined): SelectOption[] {
  const locale = useLocale();
  return useMemo(
    () =>
      (list ?? []).map((named) => {
        const shown = shownName(locale, named);
        return { id: named.id, name: shown.text, lang: shown.lang };
      }),
    [list, locale],
  );
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
