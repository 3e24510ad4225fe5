import type { DetailTypeDto, ManufacturerDto, StampDto } from '@museum/contract';
import { NotFound } from '../../lib/errors';
import type { ReferenceRepository } from './reference.repository';
import { toManufacturerDto, toTypeDtos } from './reference-mapping';

/** Manufacturers, stamps and detail types: small lists returned whole. */
export function createReferenceService(reference: ReferenceRepository) {
  return {
    async manufacturers(): Promise<ManufacturerDto[]> {
      return (await reference.listManufacturers()).map(toManufacturerDto);
    },

    async manufacturer(id: number): Promise<ManufacturerDto> {
      const row = await reference.findManufacturer(id);
      if (!row) throw new NotFound('Производитель не найден');
      return toManufacturerDto(row);
    },

    stamps: (): Promise<StampDto[]> => reference.listStamps(),

    async detailTypes(): Promise<DetailTypeDto[]> {
      const [types, subtypes] = await Promise.all([reference.listTypes(), reference.listSubtypes()]);
      return toTypeDtos(types, subtypes);
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
