import { LOCALES, PHOTO_LICENCE_TEXTS, PHOTO_LICENCES, type PhotoRightsPatch } from '@museum/contract';
import { Invalid, PayloadTooLarge, UnsupportedMediaType } from '../../lib/errors';
import type { FoundProblem } from './import-check';
import { type BundleFile, baseName } from './upload-contents';

/** A photo a row's «Фотографии» cell names: the file's base name, and the credit and licence written beside it. */
export type PhotoRef = { name: string; rights: PhotoRightsPatch };

/** Every language's words for a licence (and for «unknown»), back to the licence. */
const LICENCE_BY_TEXT: ReadonlyMap<string, PhotoRightsPatch['licence']> = new Map(
  LOCALES.flatMap((locale) => {
    const texts = PHOTO_LICENCE_TEXTS[locale];
    return [
      ...PHOTO_LICENCES.map((licence) => [texts.labels[licence].toLowerCase(), licence] as const),
      [texts.unknown.toLowerCase(), null],
    ];
  }),
);

/** A link's or a path's file name: no query, no fragment, percent-escapes decoded where they are valid. */
function fileNameOf(reference: string): string {
  const name = baseName(reference.trim().replace(/[?#].*$/, ''));
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The photos a «Фотографии» cell names, one a line, as the export writes them («URL | licence |
 * credit») or as a collector does (a file name, perhaps a credit after « | »). A photo is matched to
 * a file of the ZIP by its base name, so the export's own links name the files packed beside it.
 */
export function photoRefs(cell: string | undefined): PhotoRef[] {
  return (cell ?? '').split(/\r\n|\n|\r/).flatMap((line) => {
    const [reference = '', second, ...rest] = line.split(' | ');
    const name = fileNameOf(reference);
    if (name === '') return [];
    const licence = second === undefined ? undefined : LICENCE_BY_TEXT.get(second.trim().toLowerCase());
    const credit = (licence === undefined ? [second, ...rest] : rest)
      .filter((part) => part !== undefined)
      .join(' | ')
      .trim();
    return [{ name, rights: { ...(licence !== undefined && { licence }), ...(credit !== '' && { credit }) } }];
  });
}

/** Stores one photo as an upload does, unpublished until the record using it is written; answers its id. */
export type PhotoIntake = (file: { data: Buffer; fileName: string; rights: PhotoRightsPatch }) => Promise<number>;

/** What a row brings: the photos' ids and names, and what it names but does not bring. */
export type RowPhotos = { photoIds: number[]; names: string[]; warnings: FoundProblem[] };

/** A file the upload refused as a photo (not an image, too many pixels, broken): a warning on the row, not a refused import. */
const isPhotoRefusal = (error: unknown) =>
  error instanceof Invalid || error instanceof UnsupportedMediaType || error instanceof PayloadTooLarge;

/**
 * The photos the rows name, taken from the ZIP's files (ADR 087): each file stored once, through the
 * upload's own checks, whichever rows name it; only for the rows `wanted` (those a submit writes).
 * A name the ZIP lacks, or a file that is no photo, is a row's warning; `unused` lists the files no row names.
 */
export async function bringPhotos(
  rows: readonly { line: number; cells: { photos?: string } }[],
  files: readonly BundleFile[],
  wanted: (line: number) => boolean,
  intake: PhotoIntake,
): Promise<{ byLine: Map<number, RowPhotos>; unused: string[] }> {
  const byName = new Map<string, BundleFile>();
  for (const file of files) {
    if (!byName.has(file.name)) byName.set(file.name, file);
    if (!byName.has(file.name.toLowerCase())) byName.set(file.name.toLowerCase(), file);
  }
  const named = new Set<BundleFile>();
  const stored = new Map<BundleFile, number | null>();
  const byLine = new Map<number, RowPhotos>();
  for (const { line, cells } of rows) {
    const photos: RowPhotos = { photoIds: [], names: [], warnings: [] };
    for (const { name, rights } of photoRefs(cells.photos)) {
      const file = byName.get(name) ?? byName.get(name.toLowerCase());
      if (file) named.add(file);
      if (!wanted(line)) continue;
      if (!file) {
        photos.warnings.push({ code: files.length > 0 ? 'missingPhoto' : 'photoNeedsZip', value: name });
        continue;
      }
      if (!stored.has(file))
        stored.set(file, await intake({ data: Buffer.from(file.bytes), fileName: file.name, rights }).catch(refusedAsNull));
      const id = stored.get(file);
      if (id === null || id === undefined) photos.warnings.push({ code: 'notAPhoto', value: file.name });
      else if (!photos.photoIds.includes(id)) {
        photos.photoIds.push(id);
        photos.names.push(file.name);
      }
    }
    byLine.set(line, photos);
  }
  return { byLine, unused: files.filter((file) => !named.has(file)).map((file) => file.name) };
}

function refusedAsNull(error: unknown): null {
  if (isPhotoRefusal(error)) return null;
  throw error;
}
