import { PRIVATE_FIELD_LABELS_IN, PRIVATE_KEYS } from '@museum/contract';
import { catalogueStyleFaults } from '@museum/test-kit/text-style';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ru } from './ru';

type Leaf = { path: string; value: unknown };

/** Every text of a catalogue with its key path; a function is called (with 1 for each parameter) to get its text. */
function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'function') return [{ path, value: node(...Array<number>(node.length).fill(1)) }];
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }
  return [{ path, value: node }];
}

/** Key paths, with array items counted as one list (a paragraph more or less is not a missing key). */
const keysOf = (catalogue: unknown) => [...new Set(leaves(catalogue).map(({ path }) => path.replace(/\.\d+(?=\.|$)/g, '.#')))].sort();

describe('the catalogues', () => {
  // The contract names them for the spreadsheet; the web's catalogue keeps its own copy so each language's
  // chunk carries only its own (a shared constant lands both in the first chunk), held to it here.
  it.each([
    ['ru', ru],
    ['en', en],
  ] as const)("name the private fields in %s as the collection's spreadsheet does", (locale, catalogue) => {
    for (const key of PRIVATE_KEYS) {
      const label = PRIVATE_FIELD_LABELS_IN[locale][key];
      if (key === 'currency') expect(catalogue.collection.form[key].startsWith(`${label} (`), key).toBe(true);
      else expect(catalogue.collection.form[key], key).toBe(label);
    }
  });

  it('have the same keys in Russian and in English', () => {
    expect(keysOf(en)).toEqual(keysOf(ru));
  });

  it.each([
    ['ru', ru],
    ['en', en],
  ])('have no empty text in %s', (_locale, catalogue) => {
    for (const { path, value } of leaves(catalogue)) {
      expect(typeof value, path).toBe('string');
      expect(value, path).toMatch(/\S/);
    }
  });

  it('write English without Cyrillic', () => {
    for (const { path, value } of leaves(en)) expect(value, path).not.toMatch(/\p{Script=Cyrillic}/u);
  });

  it('write «…» for an ellipsis and close every text of several sentences, in both languages alike', () => {
    // «…решения появятся в разделе» is closed by the link «Мои заявки» and its full stop on the page.
    expect(catalogueStyleFaults({ ru, en }, { continued: new Set(['imports.proposed']) })).toEqual([]);
  });
});
