import { API } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';

/** Admin only; 409 IN_USE while products or details refer to it. */
export function deleteManufacturer(id: number): Promise<void> {
  return apiCall(API.reference.removeManufacturer, { params: { id } });
}
