import { API, type Page, type ProductListItemDto } from '@museum/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiCall } from '../../../lib/api-client';
import { byName } from '../../../lib/item-english';
import { useLocale } from '../../../lib/locale';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/archive/products?q=`: the product list is long, so the selector asks the server. */
export function lookupProducts(q: string, sort: string): Promise<Page<ProductListItemDto>> {
  return apiCall(API.products.list, { query: { q, size: 50, sort } });
}

/** Product options for the typed text, looked up 250 ms after typing stops. */
export function useProductOptions(text: string) {
  const sort = byName(useLocale());
  const [q, setQ] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: queryKeys.products.lookup(q, sort),
    queryFn: () => lookupProducts(q, sort),
    placeholderData: keepPreviousData,
  });
}
