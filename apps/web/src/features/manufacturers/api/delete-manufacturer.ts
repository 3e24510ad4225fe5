import { apiFetch } from '../../../lib/api-client';

/** Admin only; 409 IN_USE while products or details refer to it. */
export function deleteManufacturer(id: number): Promise<void> {
  return apiFetch<void>(`/api/archive/manufacturers/${id}`, { method: 'DELETE' });
}
