import {
  API,
  type ChangeRequestDto,
  type ChangeRequestWrite,
  type DetailWriteInput,
  type ManufacturerWriteInput,
  type ProductWriteInput,
} from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { refreshCatalogue } from '../../../lib/query-keys';

export type ChangeRequest = ChangeRequestDto;
/** A change request as the web sends it: the payload is the contract's write shape of the item or manufacturer. */
export type ChangeRequestBody = Omit<ChangeRequestWrite, 'payload'> & {
  payload?: ProductWriteInput | DetailWriteInput | ManufacturerWriteInput;
};

/** `POST /api/archive/change-requests`: a plain user's proposal; a moderator's is applied at once (APPROVED). */
export function createChangeRequest(body: ChangeRequestBody): Promise<ChangeRequest> {
  return apiCall(API.moderation.submit, { body });
}

export function useCreateChangeRequest() {
  const client = useQueryClient();
  // A moderator's request is applied at once: the new item or manufacturer belongs in lists and searches now.
  // The add forms say a failure under themselves, with the server's words: no toast repeats it.
  return useMutation({
    mutationFn: createChangeRequest,
    meta: SHOWN_IN_PAGE,
    onSuccess: (request) => (request.status === 'APPROVED' ? refreshCatalogue(client) : undefined),
  });
}
