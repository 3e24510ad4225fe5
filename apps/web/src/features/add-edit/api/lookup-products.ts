import { API, type Page, type ProductListItemDto } from '@museum/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/archive/products?q=`: the product list is long, so the selector asks the server. */
export function lookupProducts(q: string): Promise<Page<ProductListItemDto>> {
  return apiCall(API.products.list, { query: { q, size: 50, sort: 'name,asc' } });
}

/** Product options for the typed text, looked up 250 ms after typing stops. */
export function useProductOptions(text: string) {
  const [q, setQ] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({ queryKey: queryKeys.products.lookup(q), queryFn: () => lookupProducts(q), placeholderData: keepPreviousData });
}
