import type { ChangeRequestDto } from '@museum/contract';
import type { ChangeRequestRow } from './change-requests.repository';

/** The API shape: the payload as a JSON string, people by username. */
export const toChangeRequestDto = (row: ChangeRequestRow): ChangeRequestDto => ({
  id: row.id,
  status: row.status,
  entityType: row.entityType,
  action: row.action,
  entityId: row.entityId,
  payloadJson: JSON.stringify(row.payload ?? null),
  createdBy: row.createdBy ? { username: row.createdBy } : null,
  createdAt: new Date(row.createdAt).toISOString(),
  reviewedBy: row.reviewedBy ? { username: row.reviewedBy } : null,
  reviewedAt: row.reviewedAt ? new Date(row.reviewedAt).toISOString() : null,
  reason: row.reason,
  fromImport:
    row.importId === null || row.importLine === null
      ? null
      : {
          id: row.importId,
          line: row.importLine,
          records: row.importRecords ?? 0,
          pending: row.importPending ?? 0,
          newNames: row.importNewNames ?? null,
        },
});
