import { API, type DeleteAccountBody } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall, endpointUrl } from '../../../lib/api-client';
import { downloadWithSession } from '../../../lib/download';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

/** `GET /api/auth/me/export`: everything the account holds, as a ZIP saved to the reader's disk. */
const downloadAccountExport = () => downloadWithSession(endpointUrl(API.account.exportAccount, {}), 'account-export.zip');

export function useDownloadAccountExport() {
  return useMutation({ mutationFn: downloadAccountExport, meta: SHOWN_IN_PAGE });
}

/** `DELETE /api/auth/me`: the account goes for good; the caller then forgets the session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiCall(API.account.deleteAccount, { body }),
    meta: SHOWN_IN_PAGE,
  });
}
