import type { RegionDto, RegionTargetKind } from '@museum/contract';
import type { ImageRect } from '../../../lib/image-rect';

/** What the form edits: a new region (no id) or one of the caller's. */
export type RegionDraft = { id?: number; rect: ImageRect | null; kind: RegionTargetKind; targetId: number | null; note: string };

export function draftOf(region: RegionDto): RegionDraft {
  const { x, y, width, height } = region;
  return { id: region.id, rect: { x, y, width, height }, kind: region.target.kind, targetId: region.target.id, note: region.note ?? '' };
}

/** What is wrong with a typed place: nothing, a coordinate below 0, or a rectangle past the photo's edge. */
export type PlaceProblem = 'negative' | 'outside' | null;

/**
 * A place as typed is kept as typed (issue 51: a −5 silently became 0) and judged here, so the form
 * says what is wrong instead of changing the numbers.
 */
export function placeProblem(rect: ImageRect, image: { width: number; height: number }): PlaceProblem {
  if (rect.x < 0 || rect.y < 0 || rect.width < 0 || rect.height < 0) return 'negative';
  if (rect.x + rect.width > image.width || rect.y + rect.height > image.height) return 'outside';
  return null;
}
