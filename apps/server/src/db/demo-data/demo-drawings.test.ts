import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, type DemoDrawingSeed, demoDrawing, demoDrawingPlace } from './demo-drawings';

const gun = (title: string, number: string | null = '2514'): DemoDrawingSeed => ({ title, number, year: 1910, kind: 'gun' });
const part = (title: string, number: string | null = null): DemoDrawingSeed => ({ title, number, year: 1915, kind: 'part' });
const items = Array.from({ length: 60 }, (_, i) => [gun(`Пулемёт ${i}`, `${1000 + i}`), part(`Кожух ${i}`)]).flat();

describe('the demo drawings', () => {
  it('draw the same item the same way every time', () => {
    expect(demoDrawing(gun('Пулемёт Максима обр. 1910 г.'))).toEqual(demoDrawing(gun('Пулемёт Максима обр. 1910 г.')));
  });

  it('draw each item in a structure of its own: placement, proportions and light', () => {
    const [one, other] = [demoDrawing(gun('Пулемёт Максима обр. 1910 г.')), demoDrawing(gun('Пулемёт Максима обр. 1910 г.', '2515'))];
    expect(other.places.jacket).not.toEqual(one.places.jacket);
    expect(other.lights).not.toEqual(one.lights);
    const marks = new Set(items.filter((item) => item.kind === 'part').map((item) => JSON.stringify(demoDrawingPlace(item, 'mark'))));
    expect(marks.size).toBe(60);
  });

  it('keep every place inside the picture and below the caption, where regions can mark it', () => {
    for (const item of items) {
      for (const box of Object.values(demoDrawing(item).places)) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(140);
        expect(box.x + box.width).toBeLessThanOrEqual(DEMO_IMAGE_WIDTH);
        expect(box.y + box.height).toBeLessThanOrEqual(DEMO_IMAGE_HEIGHT - 60);
      }
    }
  });

  it('has a gun’s parts on a gun and the mark on a part', () => {
    expect(Object.keys(demoDrawing(gun('Пулемёт')).places).sort()).toEqual(['backPlate', 'barrel', 'jacket', 'mount', 'receiver']);
    expect(() => demoDrawingPlace(gun('Пулемёт'), 'mark')).toThrow(/no mark/);
    expect(demoDrawingPlace(part('Затвор'), 'mark').width).toBeGreaterThanOrEqual(80);
  });
});
