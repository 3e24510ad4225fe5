import { inflateRawSync } from 'node:zlib';

/** An entry of a ZIP archive as its central directory declares it. */
export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

/** Why an archive is refused before or while it is unpacked. */
export type ZipRefusal = 'unreadable' | 'unpackedTooLarge' | 'fileTooLarge';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/**
 * The entries a ZIP archive's central directory lists, read from the end of the file without
 * unpacking anything (ZIP's APPNOTE 4.3.12, 4.3.16); null when there is no readable directory.
 * A ZIP64 size (0xFFFFFFFF) is taken at its face value, 4 GB: over any limit, so such a file is refused.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  // The end record is 22 bytes plus a comment of at most 65535.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return entries;
}

/** The declared unpacked size of the archive's entries: the first bound, checked before anything is inflated. */
export const declaredSize = (entries: readonly ZipEntry[]) => entries.reduce((sum, entry) => sum + entry.size, 0);

/**
 * The entries' contents, inflated with a budget of `maxBytes` in all: a header can lie about a
 * size, so the inflater itself stops once its output passes what is left (zlib's
 * `maxOutputLength`), whatever the directory said. Only the entries `wanted` keeps are inflated;
 * each to at most `maxEach` bytes (`fileTooLarge` past it).
 */
export function inflateEntries(
  bytes: Buffer,
  entries: readonly ZipEntry[],
  maxBytes: number,
  wanted: (name: string) => boolean,
  maxEach = Number.POSITIVE_INFINITY,
): Map<string, Buffer> | ZipRefusal {
  const files = new Map<string, Buffer>();
  let left = maxBytes;
  for (const entry of entries) {
    if (!wanted(entry.name)) continue;
    const at = entry.localOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return 'unreadable';
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const packed = bytes.subarray(start, start + entry.compressedSize);
    let content: Buffer;
    const most = Math.min(left, maxEach);
    if (entry.method === STORED) content = packed;
    else if (entry.method !== DEFLATED) return 'unreadable';
    else {
      try {
        content = inflateRawSync(packed, { maxOutputLength: Math.max(1, most) });
      } catch (error) {
        if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') return 'unreadable';
        return most < left ? 'fileTooLarge' : 'unpackedTooLarge';
      }
    }
    if (content.length > maxEach) return 'fileTooLarge';
    left -= content.length;
    if (left < 0) return 'unpackedTooLarge';
    files.set(entry.name, content);
  }
  return files;
}
