import { z } from 'zod';
import { Id, PageQuery, pageOf } from './common';
import { CHANGE_REQUEST_STATUSES, COMMENT_TEXT_MAX } from './constants';
import { ImportNewNames } from './imports';
import { says } from './locale';

const DESCRIBE_MISTAKE = { ru: 'Опишите ошибку', en: 'Describe the mistake' } as const;
const GIVE_REASON = { ru: 'Укажите причину отклонения', en: 'Give the reason for declining' } as const;

export { CHANGE_REQUEST_STATUSES, COMMENT_TEXT_MAX };

export const ChangeRequestStatus = z.enum(CHANGE_REQUEST_STATUSES);
/**
 * MANUFACTURER only with CREATE (a plain user's new manufacturer, ADR 041) or COMMENT: admins change manufacturers directly.
 * STAMP with CREATE, UPDATE or COMMENT (ADR 061): moderators delete stamps directly.
 */
export const ChangeRequestEntity = z.enum(['PRODUCT', 'DETAIL', 'MANUFACTURER', 'STAMP']);
export type ChangeRequestEntity = z.infer<typeof ChangeRequestEntity>;
/**
 * COMMENT is a note to the moderators about an existing item («Сообщить об ошибке»): approving
 * it means «accepted, fixed», rejecting it «rejected»; neither changes the item.
 */
export const ChangeRequestAction = z.enum(['CREATE', 'UPDATE', 'DELETE', 'COMMENT']);
export type ChangeRequestAction = z.infer<typeof ChangeRequestAction>;

/** The payload of a COMMENT request. */
export const CommentPayload = z.object({
  text: z
    .string(says(DESCRIBE_MISTAKE))
    .transform((value) => value.replaceAll('\u0000', '').trim())
    .pipe(
      z
        .string()
        .min(1, says(DESCRIBE_MISTAKE))
        .max(
          COMMENT_TEXT_MAX,
          says({ ru: `Сообщение: не длиннее ${COMMENT_TEXT_MAX} символов`, en: `Message: at most ${COMMENT_TEXT_MAX} characters long` }),
        ),
    ),
});
export type CommentPayload = z.infer<typeof CommentPayload>;

/**
 * `POST /change-requests`. `payload` is the create shape of the entity (`ProductWrite`,
 * `DetailWrite`, `ManufacturerWrite` or `StampWrite`), checked by the server against `entityType`; ignored for DELETE; for COMMENT
 * it is `CommentPayload` (`{text}`) and `entityId` names the product, detail or manufacturer.
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
  /**
   * The spreadsheet import that proposed it (ADR 065), its line in the file, and how many requests
   * the import proposed and how many of them still wait (all of them, whatever page of the queue
   * shows), for the queue's batch view; null for the rest.
   */
  fromImport: z
    .object({
      id: z.string(),
      line: z.number().int(),
      records: z.number().int(),
      pending: z.number().int(),
      /** The makers, part types, subtypes and stamps the row names that the catalogue lacks: approving it makes them. */
      newNames: ImportNewNames.nullable(),
    })
    .nullable(),
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
    .string(says(GIVE_REASON))
    .trim()
    .min(1, says(GIVE_REASON))
    .max(2000, says({ ru: 'Причина: не длиннее 2000 символов', en: 'Reason: at most 2000 characters long' })),
});
