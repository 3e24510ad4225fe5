import { API } from '@museum/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const YEAR_CHECK_PAGE_SIZE = 50;

/** `GET /api/archive/dating/check` (moderator+): items whose year disagrees with the Maxim table (ADR 060). */
export function useYearCheck(page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.moderation.yearCheck(page),
    queryFn: ({ signal }) => apiCall(API.dating.check, { query: { page, size: YEAR_CHECK_PAGE_SIZE }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
