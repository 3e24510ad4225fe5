import { API } from '@museum/contract';
import { DATING_TABLE_PARAMS, type SerialTableId } from '@museum/contract/dating';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The table's answer and the catalogue's examples around a number (ADR 060); off while there is no number. */
export function useDating(table: SerialTableId, serial: number | null) {
  const param = DATING_TABLE_PARAMS[table];
  return useQuery({
    queryKey: queryKeys.yearTools.dating(param, serial ?? -1),
    queryFn: ({ signal }) => apiCall(API.dating.date, { query: { serial: String(serial), table: param }, signal }),
    enabled: serial !== null,
    retry: false,
  });
}

/** The examples numbered from `from` to `to`, for the chart; the last ones stay shown while a new range loads. */
export function useDatingPoints(table: SerialTableId, from: number, to: number) {
  const param = DATING_TABLE_PARAMS[table];
  return useQuery({
    queryKey: queryKeys.yearTools.datingPoints(param, from, to),
    queryFn: ({ signal }) => apiCall(API.dating.points, { query: { table: param, from, to }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
