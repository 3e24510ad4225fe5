import type { RegionTargetKind } from '@museum/contract';
import { paths } from '../../../config/paths';

/** The page of what a region shows. */
export function targetPath(kind: RegionTargetKind, id: number): string {
  return kind === 'product' ? paths.product(id) : kind === 'detail' ? paths.detail(id) : paths.stamp(id);
}

/** The query parameter of a photo's address that opens it at one of its regions. */
export const REGION_PARAM = 'region';

/** The photo's page, zoomed to one of its regions. */
export function regionPath(photoId: number, regionId: number): string {
  return `${paths.photo(photoId)}?${REGION_PARAM}=${regionId}`;
}
