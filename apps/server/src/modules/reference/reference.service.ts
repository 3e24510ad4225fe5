import type { DetailTypeDto, ManufacturerDto } from '@museum/contract';
import { NotFound } from '../../lib/errors';
import { plainTextExcerpt } from '../../lib/text';
import type { ReferenceRepository } from './reference.repository';
import { toManufacturerDto, toTypeDtos } from './reference-mapping';

/** The list's description: what the home page's cards show, not the whole article. */
export const LIST_DESCRIPTION_MAX = 300;

/** Manufacturers and detail types: small lists returned whole (stamps: modules/stamps). */
export function createReferenceService(reference: ReferenceRepository) {
  return {
    /**
     * Every manufacturer, each description cut to a plain-text excerpt: the home page loads this
     * list, and one long description must not make it megabytes (the full one is on its page).
     */
    async manufacturers(): Promise<ManufacturerDto[]> {
      return (await reference.listManufacturers()).map((row) => {
        const dto = toManufacturerDto(row);
        return { ...dto, description: plainTextExcerpt(dto.description, LIST_DESCRIPTION_MAX) };
      });
    },

    async manufacturer(id: number): Promise<ManufacturerDto> {
      const row = await reference.findManufacturer(id);
      if (!row) throw new NotFound((t) => t.manufacturerNotFound);
      return toManufacturerDto(row);
    },

    async detailTypes(): Promise<DetailTypeDto[]> {
      const [types, subtypes] = await Promise.all([reference.listTypes(), reference.listSubtypes()]);
      return toTypeDtos(types, subtypes);
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
