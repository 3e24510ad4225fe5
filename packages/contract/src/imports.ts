import { z } from 'zod';
import type { Locale } from './locale';

/**
 * Import of a collection spreadsheet (issue 35, point 4; ADR 065). The file has the export's own
 * columns (`EXPORT_CSV_COLUMNS_IN`, Russian or English headers); the preview lists each row's
 * problems as codes with parameters, rendered in the caller's language by `importProblemText`.
 */
export const IMPORT_LIMITS = { maxRows: 1000, maxBytes: 2 * 1024 * 1024 } as const;

export const IMPORT_PROBLEM_CODES = [
  'unknownManufacturer',
  'unknownType',
  'unknownKind',
  'badYear',
  'duplicateSerialInFile',
  'duplicateSerialInCatalogue',
  'missingName',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

export const ImportProblemDto = z.object({
  code: z.enum(IMPORT_PROBLEM_CODES),
  /** What the row said (the unknown name, the bad year, the repeated number), and for a repeat in the file the first line. */
  value: z.string().optional(),
  line: z.number().int().optional(),
});
export type ImportProblemDto = z.infer<typeof ImportProblemDto>;

export const ImportRowDto = z.object({
  /** The file's line of the row (the header is line 1). */
  line: z.number().int(),
  entity: z.enum(['product', 'detail']).nullable(),
  problems: z.array(ImportProblemDto),
});
export type ImportRowDto = z.infer<typeof ImportRowDto>;

export const ImportPreviewDto = z.object({
  id: z.string(),
  rows: z.array(ImportRowDto),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type ImportPreviewDto = z.infer<typeof ImportPreviewDto>;

/** Each problem in words, by language; `{value}` and `{line}` are the problem's parameters. */
const IMPORT_PROBLEM_TEXTS: Readonly<Record<Locale, Readonly<Record<ImportProblemCode, string>>>> = {
  ru: {
    unknownManufacturer: 'Неизвестный производитель: «{value}»',
    unknownType: 'Неизвестный тип детали: «{value}»',
    unknownKind: 'Неизвестный вид записи: «{value}» (ожидается «изделие» или «деталь»)',
    badYear: 'Неверный год: «{value}»',
    duplicateSerialInFile: 'Номер «{value}» уже есть в строке {line} файла',
    duplicateSerialInCatalogue: 'Номер «{value}» уже есть в каталоге',
    missingName: 'Не указано название',
  },
  en: {
    unknownManufacturer: 'Unknown maker: “{value}”',
    unknownType: 'Unknown part type: “{value}”',
    unknownKind: 'Unknown kind of record: “{value}” (expected “item” or “part”)',
    badYear: 'Bad year: “{value}”',
    duplicateSerialInFile: 'Number “{value}” is already on line {line} of the file',
    duplicateSerialInCatalogue: 'Number “{value}” is already in the catalogue',
    missingName: 'No name given',
  },
};

/** A problem in the reader's language. */
export function importProblemText(problem: ImportProblemDto, locale: Locale): string {
  return IMPORT_PROBLEM_TEXTS[locale][problem.code]
    .replace('{value}', problem.value ?? '')
    .replace('{line}', String(problem.line ?? ''));
}
