import { z } from 'zod';
import { BelongsToDto } from './common';

export const ManufacturerDto = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  country: z.string().nullable(),
  period: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string().nullable(),
});
export type ManufacturerDto = z.infer<typeof ManufacturerDto>;

export const StampDto = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });
export type StampDto = z.infer<typeof StampDto>;

export const DetailSubtypeDto = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });
export type DetailSubtypeDto = z.infer<typeof DetailSubtypeDto>;

export const DetailTypeDto = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  belongsTo: BelongsToDto,
  subtypes: z.array(DetailSubtypeDto),
});
export type DetailTypeDto = z.infer<typeof DetailTypeDto>;

/** `{id, name}` of a referenced entity, as item answers embed it. */
export const NamedRefDto = z.object({ id: z.number().int(), name: z.string() });
export type NamedRefDto = z.infer<typeof NamedRefDto>;
