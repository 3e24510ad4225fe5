import { type ZipOptions, zipSync } from 'fflate';

/** One file of an archive: its path inside it and its contents (a string is written as UTF-8). */
export interface ZipFile {
  name: string;
  data: Buffer | string;
  /** Kept as it is, not deflated: a JPEG, PNG or WebP would not shrink, only cost time. */
  stored?: boolean;
}

/**
 * A ZIP archive of `files`, each deflated and dated `at`, built in memory by fflate (the ZIP
 * library the Excel readers already bring): for archives of documents, such as an account's export.
 * Names are UTF-8 and flagged so, so Cyrillic names read as written.
 */
export function zipOf(files: readonly ZipFile[], at: Date): Buffer {
  const entries = Object.fromEntries(
    files.map((file) => {
      const bytes = typeof file.data === 'string' ? new TextEncoder().encode(file.data) : new Uint8Array(file.data);
      return [file.name, file.stored ? ([bytes, { level: 0 }] satisfies [Uint8Array, ZipOptions]) : bytes];
    }),
  );
  return Buffer.from(zipSync(entries, { level: 6, mtime: at }));
}
