import { numberLabel, type PhotoDto } from '@museum/contract';
import { useQueries } from '@tanstack/react-query';
import { getItem, itemKey } from '../../../lib/catalogue-items';
import { typedName } from '../../../lib/item-title';

/** A record the region form offers. */
export type TargetChoice = { id: number; title: string };

const detailTitle = (type: string, name: string | null, number: string | null) =>
  [typedName(type, name), number && numberLabel(number)].filter(Boolean).join(' · ');

/**
 * The parts a region of this photo may show (issue 51): the details linked to the photo, the parts
 * of every gun linked to it, and the parts of the guns those details belong to, each once, the
 * photo's own first. The guns are read as their pages read them (the same query keys).
 */
export function useDetailChoices(photo: PhotoDto, enabled: boolean): readonly TargetChoice[] {
  const linkedDetails = useQueries({
    queries: photo.details.map((detail) => ({
      queryKey: itemKey('detail', detail.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getItem('detail', detail.id, signal),
      enabled,
    })),
  });
  const gunIds = [
    ...new Set([
      ...photo.products.map((product) => product.id),
      ...linkedDetails.flatMap((query) => (query.data?.product ? [query.data.product.id] : [])),
    ]),
  ];
  const guns = useQueries({
    queries: gunIds.map((id) => ({
      queryKey: itemKey('product', id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getItem('product', id, signal),
      enabled,
    })),
  });
  const choices = new Map<number, TargetChoice>();
  for (const detail of photo.details)
    choices.set(detail.id, { id: detail.id, title: detailTitle(detail.type, detail.name, detail.serialNumber) });
  for (const gun of guns) {
    for (const part of gun.data?.details ?? []) {
      if (!choices.has(part.id)) choices.set(part.id, { id: part.id, title: detailTitle(part.type.name, part.name, part.number) });
    }
  }
  return [...choices.values()];
}
