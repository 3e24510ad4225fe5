import type { CropImageDto } from '@museum/contract';
import { SIZE_FORMATS } from '../../lib/photo-derivatives';
import { cropSizes } from '../../lib/region-crops';
import { sizesBase } from '../../lib/storage';
import type { PhotoUrls } from '../photos/photo-mapping';
import type { RegionRow } from './regions.repository';

/**
 * A region's crop as answers link it: display sizes built as a photo's are (ADR 048), on
 * STORAGE_PUBLIC_URL only when the region and its photo are published; null until it is made.
 */
export function toCropImage(urls: PhotoUrls, region: RegionRow, photoPublished: boolean): CropImageDto | null {
  if (region.cropState !== 'READY' || region.cropName === null) return null;
  const { widths, largest } = cropSizes(region);
  const base = sizesBase(urls.filesBase({ published: region.status === 'PUBLISHED' && photoPublished }), region.cropName);
  return {
    // As the contract spells a size's address: `${base}-${width}.${ext}`.
    url: `${base}-${largest.width}.jpg`,
    width: largest.width,
    height: largest.height,
    sizes: { base, widths, formats: [...SIZE_FORMATS] },
  };
}
