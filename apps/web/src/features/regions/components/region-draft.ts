import type { RegionDto, RegionTargetKind } from '@museum/contract';
import type { ImageRect } from '../../../lib/image-rect';

/** What the form edits: a new region (no id) or one of the caller's. */
export type RegionDraft = { id?: number; rect: ImageRect | null; kind: RegionTargetKind; targetId: number | null; note: string };

export function draftOf(region: RegionDto): RegionDraft {
  const { x, y, width, height } = region;
  return { id: region.id, rect: { x, y, width, height }, kind: region.target.kind, targetId: region.target.id, note: region.note ?? '' };
}
