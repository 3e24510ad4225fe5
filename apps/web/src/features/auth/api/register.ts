import { API, type MessageDto, type RegisterBody } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { activeMessages } from '../../../lib/locale';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { toastSuccess } from '../../../lib/toast-store';

/** Creates an unconfirmed account; the server mails a confirmation link. */
export function register(input: RegisterBody): Promise<MessageDto> {
  return apiCall(API.auth.register, { body: input });
}

/** `gone` says whether the form has left the screen (its dialog closed or switched): the new account is then told in a toast. */
export function useRegister(gone: () => boolean) {
  return useMutation({
    mutationFn: register,
    meta: SHOWN_IN_PAGE,
    onSuccess: () => {
      if (gone()) toastSuccess(activeMessages().auth.register.success);
    },
  });
}
