import type { CropImageDto } from '@museum/contract';
import { ResponsivePhoto } from '../../../components/ui/responsive-photo';

/** A region's crop drawn like a photo: its display sizes in each format, its pixel size set, loaded lazily. */
export function CropImage({ crop, alt, sizes }: { crop: CropImageDto; alt: string; sizes: string }) {
  const { url, width, height } = crop;
  return (
    <ResponsivePhoto
      photo={{ url, width, height, image: { width, height, placeholder: null, sizes: crop.sizes, tiles: null } }}
      alt={alt}
      sizes={sizes}
      fallback="original"
    />
  );
}
