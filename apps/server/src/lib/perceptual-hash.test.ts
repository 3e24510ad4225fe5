import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderDemoImage } from '../db/demo-data/demo-images';
import { hashDistance, nearDuplicates, perceptualHash, SIMILAR_MAX_DISTANCE } from './perceptual-hash';

describe('perceptual hash', () => {
  const gun = (title: string, hue: number) => renderDemoImage({ title, number: '2514', year: 1910, kind: 'gun', hue });

  it('counts differing bits', () => {
    expect(hashDistance(0n, 0n)).toBe(0);
    expect(hashDistance(0n, -1n)).toBe(64);
    expect(hashDistance(0b1011n, 0b0001n)).toBe(2);
  });

  it('finds a photo re-saved smaller, recompressed, cropped by 5 % or brightened within the threshold', async () => {
    const image = await gun('Пулемёт Максима обр. 1910 г.', 65);
    const hash = await perceptualHash(image);
    const changed = [
      await sharp(image).resize({ width: 400 }).jpeg({ quality: 70 }).toBuffer(),
      await sharp(image).jpeg({ quality: 25 }).toBuffer(),
      await sharp(image).extract({ left: 24, top: 16, width: 912, height: 608 }).toBuffer(),
      await sharp(image).modulate({ brightness: 1.25 }).toBuffer(),
    ];
    for (const copy of changed) expect(nearDuplicates(hash, await perceptualHash(copy))).toBe(true);
  });

  it('tells two different photos apart, even of one structure: by their colours', async () => {
    const one = await perceptualHash(await gun('Пулемёт Максима обр. 1910 г.', 65));
    // The same item's drawing under another hue: the structure hash alone cannot tell them apart.
    const sameDrawing = await perceptualHash(await gun('Пулемёт Максима обр. 1910 г.', 159));
    expect(hashDistance(one.bits, sameDrawing.bits)).toBeLessThanOrEqual(SIMILAR_MAX_DISTANCE);
    const otherDrawing = await perceptualHash(await renderDemoImage({ title: 'Кожух', number: null, year: 1915, kind: 'part', hue: 300 }));
    expect(nearDuplicates(one, sameDrawing)).toBe(false);
    expect(nearDuplicates(one, otherDrawing)).toBe(false);
  });

  it('reads a photo upright by its EXIF orientation, as its thumbnail shows it', async () => {
    const image = await gun('Станок Соколова', 300);
    const turned = await sharp(image).rotate(90).withMetadata({ orientation: 8 }).jpeg().toBuffer();
    const [upright, read] = [await perceptualHash(image), await perceptualHash(turned)];
    expect(hashDistance(upright.bits, read.bits)).toBeLessThanOrEqual(2);
    expect(nearDuplicates(upright, read)).toBe(true);
  });
});
