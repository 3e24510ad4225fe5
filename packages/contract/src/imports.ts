import { z } from 'zod';
import { PRIVATE_FIELD_LABELS_IN, PRIVATE_KEYS, type PrivateKey } from './collection-export';
import { IMPORT_LIMITS } from './constants';
import type { DetailWriteInput } from './details';
import { EXPORT_CSV_COLUMNS_IN } from './export-columns';
import { IMPORT_COLUMN_KEYS, IMPORT_NAME_FIELDS, type ImportColumnKey } from './import-columns';
import { LOCALES, type Locale } from './locale';
import type { ProductWriteInput } from './products';

/**
 * Import of a collection spreadsheet (issue 35, point 4; ADR 065). The file has the export's own
 * columns (`EXPORT_CSV_COLUMNS_IN`, Russian or English headers); the preview lists each row's
 * problems as codes with parameters, rendered in the caller's language by `importProblemText`.
 * Its limits (`IMPORT_LIMITS`) are among the zod-free constants.
 */
export { IMPORT_LIMITS };

export const IMPORT_PROBLEM_CODES = [
  'unknownKind',
  'badYear',
  'duplicateSerialInFile',
  'duplicateSerialInCatalogue',
  'unknownPartOf',
  'missingName',
  'missingType',
  'badField',
  'sameRecordInFile',
  // A collector's own import (ADR 092): the museum's vocabulary is named, never made, and the gun a record belongs to is checked.
  'unknownManufacturer',
  'unknownType',
  'unknownSubtype',
  'unknownStamp',
  'partOfNotAGun',
  'partOfCycle',
  'partOfRowRefused',
  'gunHasParts',
  // Warnings about a row's photos (ADR 087): the row is imported, without the photo.
  'missingPhoto',
  'photoNeedsZip',
  'notAPhoto',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

export const ImportProblemDto = z.object({
  code: z.enum(IMPORT_PROBLEM_CODES),
  /** What the row said (the unknown name, the bad year, the repeated number), and for a repeat in the file the first line. */
  value: z.string().optional(),
  line: z.number().int().optional(),
  /** The problem in the caller's language (`importProblemText`). */
  text: z.string(),
});
export type ImportProblemDto = z.infer<typeof ImportProblemDto>;

/** What a row does (issue 50, point 5): adds a record, changes the record it names, or finds it as the file says it. */
export const IMPORT_ROW_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

/** A field a row changes in the record it names: the column's header in the caller's language, the record's cell and the file's. */
export const ImportChangeDto = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ImportChangeDto = z.infer<typeof ImportChangeDto>;

export const ImportRowDto = z.object({
  /** The file's line of the row (the header is line 1). */
  line: z.number().int(),
  entity: z.enum(['product', 'detail']).nullable(),
  action: z.enum(IMPORT_ROW_ACTIONS),
  /** The catalogue's record the row names (by «Номер записи», or by kind and number where one record has it); null for a new one. */
  recordId: z.number().int().nullable(),
  /** For an update, each field it changes, in the fields' order. */
  changes: z.array(ImportChangeDto),
  /** The row's name, number and part type as the file says them, so the reader knows the row again. */
  name: z.string().nullable(),
  number: z.string().nullable(),
  type: z.string().nullable(),
  problems: z.array(ImportProblemDto),
  /** The photo files the row brings from the uploaded ZIP, by name (ADR 087). */
  photos: z.array(z.string()),
  /** What the row names but does not bring (a photo the ZIP lacks, a file that is no photo): the row is imported without it. */
  warnings: z.array(ImportProblemDto),
});
export type ImportRowDto = z.infer<typeof ImportRowDto>;

/** `POST /imports/{id}/submit`: what was created (a moderator's import) or proposed (a plain user's). */
export const ImportResultDto = z.object({
  id: z.string(),
  created: z.array(z.object({ line: z.number().int(), entity: z.enum(['product', 'detail']), id: z.number().int() })),
  /** The records a moderator's import changed. */
  updated: z.array(z.object({ line: z.number().int(), entity: z.enum(['product', 'detail']), id: z.number().int() })),
  /** A plain user's rows as change requests; `recordId` is the record a proposed change is for (null: a new record). */
  proposed: z.array(
    z.object({
      line: z.number().int(),
      entity: z.enum(['product', 'detail']),
      changeRequestId: z.number().int(),
      recordId: z.number().int().nullable(),
    }),
  ),
});
export type ImportResultDto = z.infer<typeof ImportResultDto>;

export const ImportIdParams = z.object({ id: z.string().uuid() });

/** `GET /imports/template.{csv,xlsx}?lang=`: the header row in this language (a download link cannot send the page's `Accept-Language`). */
export const ImportTemplateQuery = z.object({ lang: z.enum(LOCALES).optional() });

/**
 * `POST /imports/{id}/approve` and `/reject`: the change requests of a plain user's import decided
 * together (the moderation queue's batch view), by line; `entityId` is the created record (approved).
 */
export const ImportDecisionDto = z.object({
  id: z.string(),
  status: z.enum(['APPROVED', 'REJECTED']),
  requests: z.array(z.object({ changeRequestId: z.number().int(), line: z.number().int(), entityId: z.number().int().nullable() })),
});
export type ImportDecisionDto = z.infer<typeof ImportDecisionDto>;

export { IMPORT_COLUMN_KEYS, IMPORT_HEADER_SYNONYMS, IMPORT_NAME_FIELDS, type ImportNameField } from './import-columns';

/**
 * The reader's choice for the file's other columns, by header: a field to read it into, or `''`
 * to leave it out. Sent with the file as the multipart field `columns` (JSON).
 */
export const ImportColumnChoices = z.record(
  z.string().max(200),
  z.union([z.enum(IMPORT_COLUMN_KEYS as [ImportColumnKey, ...ImportColumnKey[]]), z.literal('')]),
);
export type ImportColumnChoices = z.infer<typeof ImportColumnChoices>;

export const ImportPreviewDto = z.object({
  id: z.string(),
  /**
   * The file's columns that are not the export's own, in its order, each with the field it was read
   * into (a synonym's or the reader's choice) or null: nothing of it was read.
   */
  otherColumns: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
  rows: z.array(ImportRowDto),
  /** The rows a submit writes: new records and changes. */
  valid: z.number().int(),
  invalid: z.number().int(),
  /** The rows identical to the records they name: «без изменений», nothing to write. */
  unchanged: z.number().int(),
  /** The files of the uploaded ZIP that no row names (ADR 087): not imported. */
  unusedFiles: z.array(z.string()),
});
export type ImportPreviewDto = z.infer<typeof ImportPreviewDto>;

/** Each problem in words, by language; `{value}` and `{line}` are the problem's parameters. */
const IMPORT_PROBLEM_TEXTS: Readonly<Record<Locale, Readonly<Record<ImportProblemCode, string>>>> = {
  ru: {
    unknownKind: 'Неизвестный вид записи: «{value}» (ожидается «изделие» или «деталь»)',
    badYear: 'Неверный год: «{value}»',
    duplicateSerialInFile: 'Номер «{value}» уже есть в строке {line} файла',
    duplicateSerialInCatalogue: 'Номер «{value}» уже есть в каталоге',
    unknownPartOf: 'Не найдено изделие, в которое входит запись: «{value}»',
    missingName: 'Не указано название',
    missingType: 'Не указан тип детали',
    badField: 'Неверное значение в столбце «{value}»',
    sameRecordInFile: 'Эту запись уже меняет строка {line} файла',
    unknownManufacturer: 'Производителя «{value}» нет в справочнике музея: напишите название, как на сайте, или оставьте ячейку пустой',
    unknownType: 'Типа детали «{value}» нет в справочнике музея: напишите название, как на сайте',
    unknownSubtype: 'У этого типа детали нет подтипа «{value}»: напишите название, как на сайте, или оставьте ячейку пустой',
    unknownStamp: 'Клейма «{value}» нет в справочнике музея: напишите название, как на сайте, или уберите его',
    partOfNotAGun: 'Запись может входить только в изделие, а «{value}» — деталь',
    partOfCycle: 'Запись не может входить в саму себя или в свою же деталь',
    partOfRowRefused: 'Изделие из строки {line}, в которое входит запись, не загрузится: сначала исправьте ту строку',
    gunHasParts: 'К этому изделию относятся другие записи коллекции: деталью оно стать не может',
    missingPhoto: 'Фотографии «{value}» нет в архиве: запись загрузится без неё',
    photoNeedsZip: 'Фотография «{value}» не загружена: чтобы она пришла с записью, загрузите ZIP с таблицей и файлами фотографий',
    notAPhoto: 'Файл «{value}» не читается как фотография: запись загрузится без него',
  },
  en: {
    unknownKind: 'Unknown kind of record: “{value}” (expected “item” or “part”)',
    badYear: 'Bad year: “{value}”',
    duplicateSerialInFile: 'Number “{value}” is already on line {line} of the file',
    duplicateSerialInCatalogue: 'Number “{value}” is already in the catalogue',
    unknownPartOf: 'The item this record is part of is not found: “{value}”',
    missingName: 'No name given',
    missingType: 'No part type given',
    badField: 'Bad value in the column “{value}”',
    sameRecordInFile: 'Line {line} of the file already changes this record',
    unknownManufacturer: 'The maker “{value}” is not in the museum’s lists: write the name as the site does, or leave the cell empty',
    unknownType: 'The part type “{value}” is not in the museum’s lists: write the name as the site does',
    unknownSubtype: 'This part type has no subtype “{value}”: write the name as the site does, or leave the cell empty',
    unknownStamp: 'The stamp “{value}” is not in the museum’s lists: write the name as the site does, or take it out',
    partOfNotAGun: 'A record can only be part of an item, and “{value}” is a part',
    partOfCycle: 'A record cannot be part of itself or of one of its own parts',
    partOfRowRefused: 'The item on line {line} this record is part of will not be imported: correct that line first',
    gunHasParts: 'Other records of the collection are parts of this item: it cannot become a part',
    missingPhoto: 'The photo “{value}” is not in the archive: the record is imported without it',
    photoNeedsZip: 'The photo “{value}” was not uploaded: to bring it with the record, upload a ZIP of the table and the photo files',
    notAPhoto: 'The file “{value}” cannot be read as a photo: the record is imported without it',
  },
};

/** A column's header in a language: the export's, or a private field's of the collection (ADR 092). */
function columnHeader(key: string | undefined, locale: Locale): string | undefined {
  const exported = EXPORT_CSV_COLUMNS_IN[locale].find(([column]) => column === key)?.[1];
  const isPrivate = (k: string | undefined): k is PrivateKey => (PRIVATE_KEYS as readonly (string | undefined)[]).includes(k);
  return exported ?? (isPrivate(key) ? PRIVATE_FIELD_LABELS_IN[locale][key] : undefined);
}

/** A problem in the reader's language; a bad field is named by its column's header in that language. */
export function importProblemText(problem: Omit<ImportProblemDto, 'text'>, locale: Locale): string {
  const column = problem.code === 'badField' ? columnHeader(problem.value, locale) : undefined;
  return IMPORT_PROBLEM_TEXTS[locale][problem.code]
    .replace('{value}', column ?? problem.value ?? '')
    .replace('{line}', String(problem.line ?? ''));
}

/**
 * What a valid row of a preview writes, as the server keeps it until the submit: its create
 * payload (the add form's shape, checked by the same schema) and, when it is part of a product
 * created earlier by the same file, that row's line.
 */
export type ImportRowWrite =
  | { entity: 'product'; payload: ProductWriteInput; partOfLine: number | null; newNames?: ImportNewNames }
  | { entity: 'detail'; payload: DetailWriteInput; partOfLine: number | null; newNames?: ImportNewNames };

/**
 * The reference entries a row names that the catalogue lacks (issue 50, point 2): a moderator's
 * import makes them at the submit, a plain user's proposes them with its rows and the approval makes
 * them; once per name, put into the payload's references then. `english`: the fields whose names the
 * file wrote under the export's English header (a new entry's English name).
 */
export const ImportNewNames = z.object({
  manufacturer: z.string().optional(),
  type: z.string().optional(),
  subtype: z.string().optional(),
  stamps: z.array(z.string()).optional(),
  english: z.array(z.enum(IMPORT_NAME_FIELDS)).optional(),
});
export type ImportNewNames = z.infer<typeof ImportNewNames>;

/**
 * A kept valid row: its line in the file, what it writes and, for an update, the record it changes
 * (the payload is the whole record as the row leaves it; its photos are read at the submit) and
 * that record's version as the preview read it (its latest revision's id, 0 for none): a record
 * changed since is not overwritten. An update adds the photos it brings to the record's.
 */
export type ImportStoredRow = {
  line: number;
  write: ImportRowWrite;
  recordId?: number | null;
  version?: number;
  /** The photos the row brought from the ZIP, uploaded by the preview (unpublished until the record is written; ADR 087). */
  photoIds?: number[];
};
