import { API, type DetailSubtypeWriteInput, type DetailTypeWriteInput, type StampWriteInput } from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { ru } from '../../../messages/ru';

export type ReferenceKind = 'detail-types' | 'detail-subtypes' | 'stamps';
/** The body of a type, subtype or stamp write, as the contract has it. */
export type ReferenceBody = StampWriteInput | DetailTypeWriteInput | DetailSubtypeWriteInput;
type Write = { kind: ReferenceKind; id?: number; body?: ReferenceBody; remove?: boolean };

const { reference } = API;
const WRITES = {
  'detail-types': { create: reference.createDetailType, update: reference.updateDetailType, remove: reference.removeDetailType },
  'detail-subtypes': {
    create: reference.createDetailSubtype,
    update: reference.updateDetailSubtype,
    remove: reference.removeDetailSubtype,
  },
  stamps: { create: reference.createStamp, update: reference.updateStamp, remove: reference.removeStamp },
} as const;

/** Admin writes of types, subtypes and stamps: POST without an id, PUT with one, DELETE when asked. */
function write({ kind, id, body, remove }: Write): Promise<unknown> {
  const endpoints = WRITES[kind];
  // The body is the kind's own write (the page builds it per kind); the server checks it against the kind's schema.
  const sent = body as never;
  if (remove) return apiCall(endpoints.remove, { params: { id } });
  if (id === undefined) return apiCall(endpoints.create, { body: sent });
  return apiCall(endpoints.update, { params: { id }, body: sent });
}

export function useReferenceWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_data, { kind }) =>
      client.invalidateQueries({ queryKey: kind === 'stamps' ? queryKeys.stamps.all : queryKeys.detailTypes.all }),
    // The page shows its own texts ('Ошибка удаления: ...').
    meta: { silent: true },
  });
}

/**
 * Adds or saves through `mutation`, with the toasts: 'Сохранено', or 'Ошибка при сохранении'
 * and a rejection, so the form keeps what was typed.
 */
export function saveReference(mutation: ReturnType<typeof useReferenceWrite>, request: Write): Promise<unknown> {
  return mutation.mutateAsync(request).then(
    () => toastSuccess(ru.types.saved),
    (error: unknown) => {
      toastError(ru.types.saveError);
      throw error;
    },
  );
}

/** 'Ошибка удаления: ' plus the server's message, or 'неизвестная ошибка'. */
export function deleteErrorText(error: unknown): string {
  const detail = error instanceof ApiError ? error.detail : '';
  return ru.types.deleteError + (detail || ru.types.unknownError);
}
