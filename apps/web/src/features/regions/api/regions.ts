import { API, type RegionTargetKind, type RegionWrite } from '@museum/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A photo's regions: the published ones, and the caller's own (or, for moderators, every) pending one. */
export function usePhotoRegions(photoId: number, viewer: string | null) {
  return useQuery({
    queryKey: queryKeys.regions.ofPhoto(photoId, viewer),
    queryFn: ({ signal }) => apiCall(API.regions.ofPhoto, { params: { id: photoId }, signal }),
    enabled: photoId > 0,
    // When the reader's account is known after the page came, the regions it saw stay until theirs
    // come: the page does not go back to loading. Another photo's regions are never kept.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === photoId ? previous : undefined),
  });
}

/** The published regions showing one item, with their crops («На фотографиях»). */
export function useTargetRegions(kind: RegionTargetKind, id: number) {
  return useQuery({
    queryKey: queryKeys.regions.ofTarget(kind, id),
    queryFn: ({ signal }) => apiCall(API.regions.ofTarget, { query: { kind, id }, signal }),
    enabled: id > 0,
    meta: { silent: true },
  });
}

/** Pending regions for the moderators' list. */
export function usePendingRegions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.regions.pending,
    queryFn: ({ signal }) => apiCall(API.regions.pending, { signal }),
    enabled,
  });
}

/** Every write to a region changes what the photo, its targets and the queue show: they are all read again. */
function useRegionWrite<V, R>(write: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.regions.all }),
  });
}

export function useCreateRegion(photoId: number) {
  return useRegionWrite((body: RegionWrite) => apiCall(API.regions.create, { params: { id: photoId }, body }));
}

export function useUpdateRegion() {
  return useRegionWrite(({ id, body }: { id: number; body: RegionWrite }) => apiCall(API.regions.update, { params: { id }, body }));
}

/** The author's or a moderator's delete; a moderator's rejection of a proposal is the same. */
export function useRemoveRegion() {
  return useRegionWrite((id: number) => apiCall(API.regions.remove, { params: { id } }));
}

export function useApproveRegion() {
  return useRegionWrite((id: number) => apiCall(API.regions.approve, { params: { id } }));
}
