import { describe, expect, it } from 'vitest';
import { fullImagePath, wholeImageSizes } from './image-sizes';

describe('wholeImageSizes', () => {
  it("lists a large photo's display JPEGs and libvips' one-tile level, and answers max with the largest display size", () => {
    // Heights as sharp and libvips wrote them for a 3000 × 4501 original (measured).
    const { sizes, max, files } = wholeImageSizes({ width: 3000, height: 4501, tiles: [{ scaleFactors: [1, 2, 4, 8, 16] }] });
    expect(sizes).toEqual([
      { width: 188, height: 282 },
      { width: 320, height: 480 },
      { width: 640, height: 960 },
      { width: 1280, height: 1920 },
      { width: 2048, height: 3073 },
    ]);
    expect(max).toEqual({ width: 2048, height: 3073 });
    expect(files.get(fullImagePath('max'))).toBe('size-2048.jpg');
    expect(files.get('full/640,960/0/default.jpg')).toBe('size-640.jpg');
    // The tile level is a file of the tiles themselves.
    expect(files.has('full/188,282/0/default.jpg')).toBe(false);
  });

  it('answers max with the whole photo when it is narrower than the largest display size', () => {
    const { sizes, max, files } = wholeImageSizes({ width: 300, height: 200, tiles: [{ scaleFactors: [1] }] });
    expect(sizes).toEqual([{ width: 300, height: 200 }]);
    expect(max).toEqual({ width: 300, height: 200 });
    expect(files.get('full/max/0/default.jpg')).toBe('size-300.jpg');
  });
});
