import { describe, expect, it } from 'vitest';
import { rectBetween } from './viewer-marks';

describe('a drawn rectangle', () => {
  const image = { width: 800, height: 600 };
  it('is the same whichever corner the drag started from, in whole pixels', () => {
    expect(rectBetween({ x: 300.4, y: 200.6 }, { x: 100.2, y: 50.5 }, image)).toEqual({ x: 100, y: 51, width: 200, height: 150 });
  });
  it('stays inside the image when the drag goes past its edges', () => {
    expect(rectBetween({ x: -40, y: 500 }, { x: 900, y: 700 }, image)).toEqual({ x: 0, y: 500, width: 800, height: 100 });
  });
});
