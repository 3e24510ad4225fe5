import { describe, expect, it } from 'vitest';
import { type PhotoImage, photoSources, sizeUrl } from './photo-sources';

const derived: PhotoImage = {
  width: 4000,
  height: 3000,
  placeholder: 'data:image/webp;base64,AAAA',
  sizes: { base: '/uploads/sizes/p7', widths: [1280, 320, 2048, 640], formats: ['avif', 'webp', 'jpg'] },
  tiles: '/iiif/photos/7',
};
const photo = { url: '/uploads/p7.jpg', thumbnailUrl: '/uploads/thumbs/p7_thumb.jpg', width: 4000, height: 3000 };

describe('photoSources', () => {
  it('offers AVIF and WebP sources and a JPEG img, each with every width from small to large', () => {
    const sources = photoSources({ ...photo, image: derived }, 'thumbnail');
    expect(sources.sources).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/uploads/sizes/p7-320.avif 320w, /uploads/sizes/p7-640.avif 640w, /uploads/sizes/p7-1280.avif 1280w, /uploads/sizes/p7-2048.avif 2048w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/uploads/sizes/p7-320.webp 320w, /uploads/sizes/p7-640.webp 640w, /uploads/sizes/p7-1280.webp 1280w, /uploads/sizes/p7-2048.webp 2048w',
      },
    ]);
    expect(sources.srcSet).toBe(
      '/uploads/sizes/p7-320.jpg 320w, /uploads/sizes/p7-640.jpg 640w, /uploads/sizes/p7-1280.jpg 1280w, /uploads/sizes/p7-2048.jpg 2048w',
    );
    // Browsers without srcset get a middle size, never the original.
    expect(sources.src).toBe('/uploads/sizes/p7-640.jpg');
    expect(sources).toMatchObject({ width: 4000, height: 3000, placeholder: 'data:image/webp;base64,AAAA' });
  });

  it('takes the largest size for the plain src when every size is under 640 px, and the last format when there is no JPEG', () => {
    const small = {
      ...derived,
      sizes: { base: '/uploads/sizes/p8', widths: [320, 500], formats: ['avif', 'webp'] as ('avif' | 'webp')[] },
    };
    const sources = photoSources({ ...photo, image: small }, 'original');
    expect(sources.src).toBe('/uploads/sizes/p8-500.webp');
    expect(sources.sources.map((s) => s.type)).toEqual(['image/avif']);
  });

  it('falls back to the thumbnail with the original for wide screens in small places before the sizes exist', () => {
    const sources = photoSources({ ...photo, image: { ...derived, sizes: null } }, 'thumbnail');
    expect(sources.sources).toEqual([]);
    expect(sources.src).toBe('/uploads/thumbs/p7_thumb.jpg');
    expect(sources.srcSet).toBe('/uploads/thumbs/p7_thumb.jpg 400w, /uploads/p7.jpg 4000w');
    // The preview may exist before the sizes.
    expect(sources.placeholder).toBe('data:image/webp;base64,AAAA');
  });

  it('falls back to the original in large places before the sizes exist', () => {
    const sources = photoSources({ ...photo, image: null }, 'original');
    expect(sources).toMatchObject({ sources: [], src: '/uploads/p7.jpg', srcSet: undefined, placeholder: null });
  });

  it('uses only the thumbnail when the original is no larger, and derives its address when the answer has none', () => {
    expect(photoSources({ url: '/uploads/small.png', width: 300, height: 200 }, 'thumbnail')).toMatchObject({
      src: '/uploads/thumbs/small_thumb.jpg',
      srcSet: undefined,
    });
  });

  it('names a size file by base, width and format', () => {
    expect(sizeUrl('/uploads/sizes/abc', 1280, 'webp')).toBe('/uploads/sizes/abc-1280.webp');
  });
});
