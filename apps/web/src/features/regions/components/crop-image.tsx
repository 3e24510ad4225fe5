import type { CropImageDto } from '@museum/contract';
import type { ReactNode } from 'react';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';

/** How far a frame follows its crop's proportions: a long strip (a line of marks) is drawn no thinner than this. */
const FRAME_ASPECT = { min: 0.4, max: 2.5 } as const;

/** The frame's proportions (width / height): the crop's own, within FRAME_ASPECT; square while the crop is made. */
export function frameAspect(crop: Pick<CropImageDto, 'width' | 'height'> | null): number {
  if (!crop || crop.width <= 0 || crop.height <= 0) return 1;
  return Math.min(FRAME_ASPECT.max, Math.max(FRAME_ASPECT.min, crop.width / crop.height));
}

/**
 * A region's crop in a frame of its own proportions, drawn like a photo (display sizes in each
 * format, loaded lazily): the image fills the frame at every width, whatever its pixel size; a crop
 * not made yet leaves the frame with `fallback` in it.
 */
export function CropFrame({
  crop,
  alt,
  sizes,
  className,
  fallback,
}: {
  crop: CropImageDto | null;
  alt: string;
  sizes: string;
  className?: string;
  fallback?: ReactNode;
}) {
  return (
    <span className={['region-crops__frame', className].filter(Boolean).join(' ')} style={{ aspectRatio: frameAspect(crop) }}>
      {crop ? <CropImage crop={crop} alt={alt} sizes={sizes} /> : fallback}
    </span>
  );
}

function CropImage({ crop, alt, sizes }: { crop: CropImageDto; alt: string; sizes: string }) {
  const { url, width, height } = crop;
  return (
    <ResponsivePhoto
      photo={{ url, width, height, image: { width, height, placeholder: null, sizes: crop.sizes, tiles: null } }}
      alt={alt}
      sizes={sizes}
      fallback="original"
      className="region-crops__image"
    />
  );
}
