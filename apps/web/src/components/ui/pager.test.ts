import { describe, expect, it } from 'vitest';
import { pageWindow } from './pager';

describe('pageWindow', () => {
  it('shows all pages when few', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
  });
  it('keeps the ends and two either side, with ellipses between', () => {
    expect(pageWindow(10, 30)).toEqual([0, null, 8, 9, 10, 11, 12, null, 29]);
    expect(pageWindow(0, 30)).toEqual([0, 1, 2, null, 29]);
    expect(pageWindow(29, 30)).toEqual([0, null, 27, 28, 29]);
  });
});
