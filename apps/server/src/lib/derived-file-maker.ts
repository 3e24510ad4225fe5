import { derivePhotoFiles } from './photo-derivatives';
import { type CropRectangle, deriveCropFiles } from './region-crops';

/**
 * How a photo's derived files (sizes, tiles, placeholder) and a region's crop are made into a
 * folder: drawn here by sharp, or taken from the build's cache of the demo photos (ADR 074).
 */
export interface DerivedFileMaker {
  photo(original: Buffer, folder: string): Promise<{ placeholder: string }>;
  crop(original: Buffer, rectangle: CropRectangle, folder: string): Promise<void>;
}

/** Drawn here, by sharp: what the server and the admin CLI do. */
export const deriveHere: DerivedFileMaker = { photo: derivePhotoFiles, crop: deriveCropFiles };
