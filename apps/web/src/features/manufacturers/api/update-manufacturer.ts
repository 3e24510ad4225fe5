import { API, type ManufacturerWriteInput } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import type { Manufacturer } from './get-manufacturer';

export type ManufacturerInput = { name: string; nameEn: string; description: string; url: string };

/** Admin only. The other fields are sent back unchanged, so a save never clears them. */
export function updateManufacturer(current: Manufacturer, input: ManufacturerInput): Promise<Manufacturer> {
  return apiCall(API.reference.updateManufacturer, {
    params: { id: current.id },
    body: {
      name: input.name.trim(),
      nameEn: input.nameEn.trim() || null,
      description: input.description.trim() || null,
      url: input.url.trim() || null,
      shortName: current.shortName,
      country: current.country,
      period: current.period,
    } satisfies ManufacturerWriteInput,
  });
}
