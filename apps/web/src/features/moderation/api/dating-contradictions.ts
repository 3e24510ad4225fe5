import { API } from '@museum/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { YEAR_CHECK_PAGE_SIZE } from './year-check';

/** `GET /api/archive/dating/contradictions` (moderator+): examples that contradict the Maxim table with their neighbours (ADR 078). */
export function useDatingContradictions(page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.moderation.contradictions(page),
    queryFn: ({ signal }) => apiCall(API.dating.contradictions, { query: { page, size: YEAR_CHECK_PAGE_SIZE }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
