import { z } from 'zod';
import { Id, PageQuery, pageOf } from './common';
import { CHANGE_REQUEST_STATUSES } from './constants';

export { CHANGE_REQUEST_STATUSES };

export const ChangeRequestStatus = z.enum(CHANGE_REQUEST_STATUSES);
export const ChangeRequestEntity = z.enum(['PRODUCT', 'DETAIL']);
export const ChangeRequestAction = z.enum(['CREATE', 'UPDATE', 'DELETE']);

/**
 * `POST /change-requests`. `payload` is the create shape of the entity (`ProductWrite` or
 * `DetailWrite`), checked by the server against `entityType`; ignored for DELETE.
 */
export const ChangeRequestWrite = z.object({
  action: ChangeRequestAction,
  entityType: ChangeRequestEntity,
  /** Null for CREATE; the item to change for UPDATE and DELETE. */
  entityId: Id.nullable().optional(),
  payload: z.unknown().optional(),
});
export type ChangeRequestWrite = z.infer<typeof ChangeRequestWrite>;

export const ChangeRequestDto = z.object({
  id: z.number().int(),
  status: ChangeRequestStatus,
  entityType: ChangeRequestEntity,
  action: ChangeRequestAction,
  entityId: z.number().int().nullable(),
  /** The proposed entity as a JSON string (normalised: references `{id}`, sanitised description). */
  payloadJson: z.string(),
  createdBy: z.object({ username: z.string() }).nullable(),
  createdAt: z.string(),
  reviewedBy: z.object({ username: z.string() }).nullable(),
  reviewedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ChangeRequestDto = z.infer<typeof ChangeRequestDto>;
export const ChangeRequestPage = pageOf(ChangeRequestDto);

/** `GET /change-requests`: PENDING unless told otherwise. */
export const ChangeRequestListQuery = PageQuery.extend({
  status: z.enum([...CHANGE_REQUEST_STATUSES, 'ALL']).default('PENDING'),
});
export type ChangeRequestListQuery = z.infer<typeof ChangeRequestListQuery>;

/** `GET /change-requests/mine`: every status unless told otherwise. */
export const MyChangeRequestsQuery = PageQuery.extend({
  status: z.enum([...CHANGE_REQUEST_STATUSES, 'ALL']).default('ALL'),
});
export type MyChangeRequestsQuery = z.infer<typeof MyChangeRequestsQuery>;

/** `POST /change-requests/{id}/reject?reason=`: a non-empty reason. */
export const RejectQuery = z.object({
  reason: z
    .string({ error: 'Укажите причину отклонения' })
    .trim()
    .min(1, 'Укажите причину отклонения')
    .max(2000, 'Причина: не длиннее 2000 символов'),
});
