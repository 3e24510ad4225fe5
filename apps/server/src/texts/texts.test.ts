import { catalogueStyleFaults } from '@museum/test-kit/text-style';
import { describe, expect, it } from 'vitest';
import { EN } from './en';
import { RU } from './ru';

describe("the server's texts", () => {
  it('write «…» for an ellipsis and close every text of several sentences, in both languages alike', () => {
    // Parameters get a number (seconds, counts; as a name or a reason it reads as a word would), a list its rows.
    const lists: Record<string, unknown> = { importSerialTaken: [{ number: '1234', line: 2 }], importRecordsChanged: [2, 5] };
    const sample = (path: string) => lists[path] ?? 60;
    expect(catalogueStyleFaults({ ru: RU, en: EN }, { sample })).toEqual([]);
  });
});
