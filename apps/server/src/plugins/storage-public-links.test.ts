import { describe, expect, it } from 'vitest';
import { linkUploadsTo } from './storage-public-links';

describe('linkUploadsTo', () => {
  it('moves every /uploads/ link to the public base, leaves the rest, and never changes its input', () => {
    const answer = {
      id: 7,
      name: 'a name with /uploads/ inside is left alone',
      photos: [
        {
          url: '/uploads/abc.jpg',
          thumbnailUrl: '/uploads/thumbs/abc_thumb.jpg',
          image: { sizes: { base: '/uploads/derived/abc/size', widths: [320] }, tiles: '/iiif/images/abc' },
        },
      ],
      when: new Date(0),
    };
    const copy = structuredClone(answer);
    expect(linkUploadsTo(answer, 'https://cdn.example/photos')).toEqual({
      ...answer,
      photos: [
        {
          url: 'https://cdn.example/photos/abc.jpg',
          thumbnailUrl: 'https://cdn.example/photos/thumbs/abc_thumb.jpg',
          image: { sizes: { base: 'https://cdn.example/photos/derived/abc/size', widths: [320] }, tiles: '/iiif/images/abc' },
        },
      ],
    });
    expect(answer).toEqual(copy);
  });
});
