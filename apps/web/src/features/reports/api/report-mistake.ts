import { API, type ChangeRequestDto, type ChangeRequestEntity, type ChangeRequestWrite, type CommentPayload } from '@museum/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** What a report is about and what the reader wrote. */
export type MistakeReport = { entityType: ChangeRequestEntity; entityId: number; text: string };

/** `POST /api/archive/change-requests` with action COMMENT: a note to the moderators about an item. */
export function reportMistake({ entityType, entityId, text }: MistakeReport): Promise<ChangeRequestDto> {
  const payload: CommentPayload = { text };
  const body: ChangeRequestWrite = { action: 'COMMENT', entityType, entityId, payload };
  return apiCall(API.moderation.submit, { body });
}

/** Sends a report; the sender's own request list and the moderation queue show it next time. */
export function useReportMistake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportMistake,
    onSuccess: () => client.invalidateQueries({ queryKey: ['change-requests'] }),
  });
}
