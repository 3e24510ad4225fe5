import type { BelongsTo, ItemCondition } from '@museum/contract';
import type { ManufacturerKey, StampName } from './reference-data';

/** What a collector recorded about the object (issue 31): condition, inscriptions as read, provenance. */
export type DemoRecorded = { condition?: ItemCondition; markings?: string; provenance?: string };

export interface DemoProduct {
  key: string;
  name: string;
  number: string;
  year: number;
  belongsTo: BelongsTo;
  maker: ManufacturerKey;
  parent?: string;
  description: string;
  source: string;
  /** Parts recorded for this item: type name, optional subtype. */
  parts: [type: string, subtype?: string][];
  stamps: StampName[];
  recorded?: DemoRecorded;
  /** The item's name and description in English (ADR 064), for the English pages; most demo items have none. */
  english?: { nameEn: string; descriptionEn: string };
  /**
   * Parts whose number is not the product's, by type: a part from another gun, a number not read
   * (null), or the same number written otherwise (Latin look-alikes, no space), which still matches.
   */
  partNumbers?: Record<string, string | null>;
}

/** The source every demo product cites. */
export const DEMO_SOURCE = 'Демонстрационные данные по открытым источникам; уточнения: museum@example.org';
/** The parts of a gun from 1910 on; each gun records some of them. */
export const gunParts: [string, string?][] = [
  ['Ствол'],
  ['Кожух', 'гофрированный'],
  ['Короб'],
  ['Крышка короба'],
  ['Замок'],
  ['Приёмник'],
  ['Прицел'],
  ['Затыльник'],
];
