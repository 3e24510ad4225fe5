import type { PhotoImageDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { photoPreview, siteImage } from './preview-image';

const absolute = (path: string) => `https://museum.example${path}`;
const derived = (width: number, height: number, widths: number[]): PhotoImageDto => ({
  width,
  height,
  placeholder: null,
  sizes: { base: '/uploads/derived/p7/size', widths, formats: ['avif', 'webp', 'jpg'] },
  tiles: '/iiif/images/p7',
});
const pending = (width: number, height: number): PhotoImageDto => ({ width, height, placeholder: null, sizes: null, tiles: null });
const photo = (image: PhotoImageDto) => ({ url: '/uploads/p7.jpg', thumbnailUrl: '/uploads/thumbs/p7_thumb.jpg', image });

describe('photoPreview', () => {
  it('previews a large photo by its 1280 px JPEG, with the height derivation gives it', () => {
    // 6000×4000 -> 2048×1365 -> 1280×853 (each rounded).
    expect(photoPreview(absolute, photo(derived(6000, 4000, [320, 640, 1280, 2048])), 'Замок')).toEqual({
      url: 'https://museum.example/uploads/derived/p7/size-1280.jpg',
      width: 1280,
      height: 853,
      type: 'image/jpeg',
      alt: 'Замок',
    });
  });

  it('takes the widest size under 1280 px of a small photo', () => {
    expect(photoPreview(absolute, photo(derived(1000, 1600, [320, 640, 1000])), 'a')).toMatchObject({
      url: 'https://museum.example/uploads/derived/p7/size-1000.jpg',
      width: 1000,
      height: 1600,
    });
  });

  it('falls back to the thumbnail until the sizes are derived, never the original', () => {
    expect(photoPreview(absolute, photo(pending(6000, 4000)), 'a')).toMatchObject({
      url: 'https://museum.example/uploads/thumbs/p7_thumb.jpg',
      width: 400,
      height: 267,
      type: 'image/jpeg',
    });
    expect(photoPreview(absolute, photo(pending(3000, 4000)), 'a')).toMatchObject({ width: 300, height: 400 });
    expect(photoPreview(absolute, photo(pending(300, 200)), 'a')).toMatchObject({ width: 300, height: 200 });
  });

  it('describes the site image as the PNG it is', () => {
    expect(siteImage('https://museum.example', 'Музей')).toEqual({
      url: 'https://museum.example/og-image.png',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Музей',
    });
  });
});
