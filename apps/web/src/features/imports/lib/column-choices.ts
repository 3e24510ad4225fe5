import type { ImportColumnChoices, ImportPreviewDto } from '@museum/contract';

const KEY = 'museum.import.columns';

/** A file's other columns, named by their headers in order: files with the same headers share their choices. */
const signature = (columns: ImportPreviewDto['otherColumns']) => columns.map(({ header }) => header).join('\u0001');

/** The fields the reader chose last time for a file with these other columns, if any (kept in this browser). */
export function rememberedChoices(columns: ImportPreviewDto['otherColumns']): ImportColumnChoices | null {
  try {
    const all = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as Record<string, ImportColumnChoices>;
    return all[signature(columns)] ?? null;
  } catch {
    return null;
  }
}

/** Keeps the reader's choices for the next file with the same other columns. */
export function rememberChoices(columns: ImportPreviewDto['otherColumns'], choices: ImportColumnChoices): void {
  try {
    const all = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as Record<string, ImportColumnChoices>;
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ ...all, [signature(columns)]: choices }));
  } catch {
    // A browser that keeps nothing asks again next time.
  }
}

/** Whether the preview already read each column as `choices` say. */
export const choicesApplied = (columns: ImportPreviewDto['otherColumns'], choices: ImportColumnChoices) =>
  columns.every(({ header, field }) => !(header in choices) || (choices[header] || null) === field);
