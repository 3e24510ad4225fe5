import type { DetailSubtypeDto, DetailTypeDto, ManufacturerDto } from '@museum/contract';
import type { DetailSubtypeRow, DetailTypeRow, ManufacturerRow } from './reference.repository';

export const toManufacturerDto = (row: ManufacturerRow): ManufacturerDto => ({ ...row });

export const toSubtypeDto = (row: DetailSubtypeRow): DetailSubtypeDto => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  description: row.description,
});

/** Types with their subtypes nested, from two flat lists. */
export function toTypeDtos(types: readonly DetailTypeRow[], subtypes: readonly DetailSubtypeRow[]): DetailTypeDto[] {
  const byType = new Map<number, DetailSubtypeDto[]>();
  for (const subtype of subtypes) {
    const list = byType.get(subtype.typeId) ?? [];
    list.push(toSubtypeDto(subtype));
    byType.set(subtype.typeId, list);
  }
  return types.map((type) => ({
    id: type.id,
    name: type.name,
    nameEn: type.nameEn,
    description: type.description,
    belongsTo: type.belongsTo,
    carriesNumber: type.carriesNumber,
    subtypes: byType.get(type.id) ?? [],
  }));
}
