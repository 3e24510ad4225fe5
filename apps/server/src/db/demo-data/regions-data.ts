import type { DemoDrawingPlace } from './demo-drawings';
import type { StampName } from './reference-data';

/**
 * A published region on a demo photo (ADR 059): on a product's overview (its gun drawing) or its
 * «клейма» photo (a part drawing), at a place of that drawing, showing one of the product's parts
 * (by type), a stamp, or another product (the mount the gun stands on).
 */
export interface DemoRegion {
  /** The product whose photo it is marked on (`DemoProduct.key`). */
  product: string;
  photo: 'overview' | 'stamps';
  place: DemoDrawingPlace;
  shows: { part: string } | { stamp: StampName } | { product: string };
  note?: string;
}

/** Three guns with their parts, their mounts and a stamp each marked, so every kind of target has examples. */
export const demoRegions: DemoRegion[] = [
  { product: 'maxim-1910-2514', photo: 'overview', place: 'jacket', shows: { part: 'Кожух' }, note: 'Гофрированный кожух' },
  { product: 'maxim-1910-2514', photo: 'overview', place: 'receiver', shows: { part: 'Короб' } },
  { product: 'maxim-1910-2514', photo: 'overview', place: 'barrel', shows: { part: 'Ствол' }, note: 'Дульная часть ствола' },
  { product: 'maxim-1910-2514', photo: 'overview', place: 'mount', shows: { product: 'sokolov-1912' } },
  { product: 'maxim-1910-2514', photo: 'stamps', place: 'mark', shows: { stamp: 'Двуглавый орёл' } },
  { product: 'maxim-1916', photo: 'overview', place: 'jacket', shows: { part: 'Кожух' } },
  { product: 'maxim-1916', photo: 'overview', place: 'backPlate', shows: { part: 'Затыльник' } },
  { product: 'maxim-1916', photo: 'overview', place: 'mount', shows: { product: 'sokolov-1916' } },
  { product: 'maxim-1916', photo: 'stamps', place: 'mark', shows: { stamp: 'ИТОЗ с годом' } },
  { product: 'maxim-1932', photo: 'overview', place: 'receiver', shows: { part: 'Короб' } },
  { product: 'maxim-1932', photo: 'overview', place: 'mount', shows: { product: 'sokolov-1932' } },
  { product: 'maxim-1932', photo: 'stamps', place: 'mark', shows: { stamp: 'Звезда со стрелой (Тула)' } },
];
