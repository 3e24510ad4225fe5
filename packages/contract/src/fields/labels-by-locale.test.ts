import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale';
import { itemFieldLabels } from './labels-by-locale';
import { ITEM_FIELD_LABELS } from './labels-ru';

describe('the field names per interface language', () => {
  it('name every field in every language', () => {
    for (const locale of LOCALES) {
      const labels = itemFieldLabels(locale);
      expect(Object.keys(labels).sort(), locale).toEqual(Object.keys(ITEM_FIELD_LABELS).sort());
      for (const [key, label] of Object.entries(labels)) expect(label, `${locale}.${key}`).toMatch(/\S/);
    }
  });

  it('keep Russian the default and write English without Cyrillic', () => {
    expect(itemFieldLabels('ru')).toBe(ITEM_FIELD_LABELS);
    for (const label of Object.values(itemFieldLabels('en'))) expect(label).not.toMatch(/\p{Script=Cyrillic}/u);
  });
});
