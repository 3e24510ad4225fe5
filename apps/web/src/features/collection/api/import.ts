import { API, type CollectionImportDto } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { endpointUrl } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { sendMultipart } from '../../../lib/upload-photo';
import { useRefreshCollection } from './items';

/**
 * `POST /api/collection/imports`: a collector's own spreadsheet in the field `file` (ADR 092). A dry
 * run answers what the file would do; without it the valid rows are written.
 */
export function importCollection(file: File, dryRun: boolean): Promise<CollectionImportDto> {
  const body = new FormData();
  body.append('file', file);
  const { importItems } = API.collection;
  const url = endpointUrl(importItems, { query: dryRun ? { dryRun: 'true' } : {} });
  return sendMultipart<CollectionImportDto>(importItems.method, url, body);
}

/** The dry run of a chosen file: nothing is written, so nothing is read afresh. */
export function useCheckCollectionFile() {
  return useMutation({ mutationFn: (file: File) => importCollection(file, true), meta: SHOWN_IN_PAGE });
}

/** The write of a checked file: the list and records are read afresh. */
export function useImportCollectionFile() {
  const refresh = useRefreshCollection();
  return useMutation({ mutationFn: (file: File) => importCollection(file, false), onSuccess: refresh, meta: SHOWN_IN_PAGE });
}
