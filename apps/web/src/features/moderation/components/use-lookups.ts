import { useMemo } from 'react';
import { useDetailTypes } from '../../../lib/reference-lists/detail-types';
import { useManufacturers } from '../../../lib/reference-lists/manufacturers';
import { useStamps } from '../../../lib/reference-lists/stamps';
import type { Lookups } from '../lib/describe-payload';

/** Names of referenced manufacturers, types, subtypes and stamps (payloads carry only ids). */
export function useLookups(): Lookups {
  const manufacturers = useManufacturers().data;
  const types = useDetailTypes().data;
  const stamps = useStamps().data;
  return useMemo(
    () => ({
      manufacturers: new Map((manufacturers ?? []).map((m) => [m.id, m.name])),
      types: new Map((types ?? []).map((type) => [type.id, type.name])),
      subtypes: new Map((types ?? []).flatMap((type) => type.subtypes.map((sub) => [sub.id, sub.name] as const))),
      stamps: new Map((stamps ?? []).map((s) => [s.id, s.name])),
    }),
    [manufacturers, types, stamps],
  );
}
