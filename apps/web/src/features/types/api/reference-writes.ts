import type { DetailSubtypeWriteInput, DetailTypeWriteInput, StampWriteInput } from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { ru } from '../../../messages/ru';

export type ReferenceKind = 'detail-types' | 'detail-subtypes' | 'stamps';
/** The body of a type, subtype or stamp write, as the contract has it. */
export type ReferenceBody = StampWriteInput | DetailTypeWriteInput | DetailSubtypeWriteInput;
type Write = { kind: ReferenceKind; id?: number; body?: ReferenceBody; remove?: boolean };

/** Admin writes of types, subtypes and stamps: POST without an id, PUT with one, DELETE when asked. */
function write({ kind, id, body, remove }: Write): Promise<unknown> {
  const path = `/api/archive/${kind}${id === undefined ? '' : `/${id}`}`;
  if (remove) return apiFetch(path, { method: 'DELETE' });
  return apiFetch(path, { method: id === undefined ? 'POST' : 'PUT', body });
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
