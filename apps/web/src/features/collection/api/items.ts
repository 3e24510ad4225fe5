import { API, type CollectionItemWriteInput, type CollectionListQuery } from '@museum/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth';

// A collector's records are private (ADR 084): read with plain queries, never kept in sessionStorage,
// and keyed by the owner's id. Every failure is shown on the page beside what failed (SHOWN_IN_PAGE).

/** The signed-in owner's id (0 while nobody is: the queries then wait). */
export function useOwner(): number {
  return useAuth().user?.id ?? 0;
}

/** The query the list sends: its filled parameters only. */
export type CollectionListParams = Partial<Pick<CollectionListQuery, 'q' | 'kind' | 'manufacturer' | 'condition' | 'page' | 'size'>> & {
  /** `field,dir` as the address writes it (`name,asc`). */
  sort?: string;
};

/** `GET /api/collection/items`: a page of the owner's records. */
export function useCollectionItems(query: CollectionListParams, enabled = true) {
  const owner = useOwner();
  return useQuery({
    queryKey: queryKeys.collection.list(owner, query),
    queryFn: ({ signal }) => apiCall(API.collection.items, { query, signal }),
    enabled: owner > 0 && enabled,
    placeholderData: keepPreviousData,
    meta: SHOWN_IN_PAGE,
  });
}

/** The owner's guns, for the choice of the gun a part belongs to (the first hundred by name). */
export function useOwnGuns(enabled: boolean) {
  return useCollectionItems({ kind: 'product', sort: 'name,asc', size: 100 }, enabled);
}

/** `GET /api/collection/items/{id}`: one record with its dating and number check. */
export function useCollectionItem(id: number | null) {
  const owner = useOwner();
  return useQuery({
    queryKey: queryKeys.collection.item(owner, id ?? 0),
    queryFn: ({ signal }) => apiCall(API.collection.item, { params: { id: id ?? 0 }, signal }),
    enabled: owner > 0 && id !== null && id > 0,
    meta: SHOWN_IN_PAGE,
  });
}

/** After any write: every list and record of the collection is read afresh (a part's write changes its gun's number check). */
export function useRefreshCollection() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.collection.all });
}

/** `POST /api/collection/items`, or `PUT /api/collection/items/{id}` with an id. */
export function useSaveCollectionItem() {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CollectionItemWriteInput }) =>
      id ? apiCall(API.collection.updateItem, { params: { id }, body }) : apiCall(API.collection.createItem, { body }),
    onSuccess: refresh,
    meta: SHOWN_IN_PAGE,
  });
}

/** «Предложить в каталог»: `POST /api/collection/items/{id}/propose`; the owner's requests are read afresh. */
export function useProposeCollectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(API.collection.propose, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.moderation.all }),
    meta: SHOWN_IN_PAGE,
  });
}

/** `DELETE /api/collection/items/{id}`. */
export function useRemoveCollectionItem() {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: (id: number) => apiCall(API.collection.removeItem, { params: { id } }),
    onSuccess: refresh,
    meta: SHOWN_IN_PAGE,
  });
}
