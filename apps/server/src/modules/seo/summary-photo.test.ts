import type { PhotoImageDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { summaryPhotoUrl } from './summary-picture';

const image = {
  width: 4000,
  height: 3000,
  placeholder: null,
  sizes: { base: '/uploads/derived/p7/size', widths: [320, 640, 1280, 2048], formats: ['avif', 'webp', 'jpg'] },
  tiles: '/iiif/images/p7',
} satisfies PhotoImageDto;

describe('summaryPhotoUrl', () => {
  it('shows the 1280 px JPEG in the pre-rendered summary instead of the original', () => {
    expect(summaryPhotoUrl({ url: '/uploads/p7.jpg', image })).toBe('/uploads/derived/p7/size-1280.jpg');
  });

  it('takes the widest size under 1280 px of a small photo, and the original until the sizes exist', () => {
    expect(summaryPhotoUrl({ url: '/uploads/p8.jpg', image: { ...image, sizes: { ...image.sizes, widths: [320, 640, 960] } } })).toBe(
      '/uploads/derived/p7/size-960.jpg',
    );
    expect(summaryPhotoUrl({ url: '/uploads/p9.jpg', image: { ...image, sizes: null } })).toBe('/uploads/p9.jpg');
  });
});
