import { API, type ChangeRequestDto, type StampWriteInput } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import type { Stamp } from './get-stamp';

/** A moderator's new stamp, made at once. */
export function createStamp(body: StampWriteInput): Promise<Stamp> {
  return apiCall(API.reference.createStamp, { body });
}

/** A plain user's new stamp: a proposal that waits for a moderator. */
export function proposeStamp(body: StampWriteInput): Promise<ChangeRequestDto> {
  return apiCall(API.moderation.submit, { body: { action: 'CREATE', entityType: 'STAMP', payload: body } });
}

/** A moderator's change, applied at once. */
export function updateStamp(id: number, body: StampWriteInput): Promise<Stamp> {
  return apiCall(API.reference.updateStamp, { params: { id }, body });
}

/** A plain user's change: a proposal that waits for a moderator. */
export function proposeStampChange(id: number, body: StampWriteInput): Promise<ChangeRequestDto> {
  return apiCall(API.moderation.submit, { body: { action: 'UPDATE', entityType: 'STAMP', entityId: id, payload: body } });
}

/** Moderators and admins; 409 IN_USE while details carry it. */
export function deleteStamp(id: number): Promise<void> {
  return apiCall(API.reference.removeStamp, { params: { id } });
}
