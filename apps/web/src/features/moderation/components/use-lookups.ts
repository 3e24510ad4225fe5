import { useMemo } from 'react';
import type { Lookups } from '../../../lib/item-fields';
import { useDetailTypes } from '../../../lib/reference-lists/detail-types';
import { useManufacturers } from '../../../lib/reference-lists/manufacturers';
import { useStamps } from '../../../lib/reference-lists/stamps';

/** Referenced manufacturers, types, subtypes and stamps by id, with their English names (payloads carry only ids). */
export function useLookups(): Lookups {
  const manufacturers = useManufacturers().data;
  const types = useDetailTypes().data;
  const stamps = useStamps().data;
  return useMemo(
    () => ({
      manufacturers: new Map((manufacturers ?? []).map((m) => [m.id, m])),
      types: new Map((types ?? []).map((type) => [type.id, type])),
      subtypes: new Map((types ?? []).flatMap((type) => type.subtypes.map((sub) => [sub.id, sub] as const))),
      stamps: new Map((stamps ?? []).map((s) => [s.id, s])),
    }),
    [manufacturers, types, stamps],
  );
}
