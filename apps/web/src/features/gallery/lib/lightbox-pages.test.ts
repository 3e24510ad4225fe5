import { describe, expect, it } from 'vitest';
import { lightboxPhotos } from './lightbox-pages';

describe('lightboxPhotos', () => {
  it('puts the neighbouring pages’ nearest photos around the open page', () => {
    expect(lightboxPhotos(3, ['a', 'b'], 'z', 'c')).toEqual([
      { photo: 'z', page: 2 },
      { photo: 'a', page: 3 },
      { photo: 'b', page: 3 },
      { photo: 'c', page: 4 },
    ]);
  });

  it('adds nothing at the ends of the gallery', () => {
    expect(lightboxPhotos(0, ['a'], undefined, undefined)).toEqual([{ photo: 'a', page: 0 }]);
  });
});
