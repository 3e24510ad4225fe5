/**
 * Metadata removed from uploads without decoding them: the bytes of the picture stay exactly as
 * uploaded (no generation loss, no seconds of re-encoding), only the segments that may carry
 * EXIF (GPS, camera serials), XMP, IPTC or comments are left out. The colour profile stays.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const ICC_PROFILE = Buffer.from('ICC_PROFILE\0', 'latin1');

/** Markers without a length: the restart markers, SOI, EOI and TEM. */
const standalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01;

/** JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and Adobe's colour transform (APP14) stay; other APPn and comments go. */
function keepsJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > 0xef) return true;
  if (marker === APP0 || marker === APP14) return true;
  return marker === APP2 && payload.subarray(0, ICC_PROFILE.length).equals(ICC_PROFILE);
}

/**
 * A JPEG without its metadata segments and without anything after its end (some cameras append
 * a second, EXIF-tagged picture there). Answers null for a structure it does not understand, so
 * the caller can fall back to re-encoding.
 */
export function stripJpegMetadata(jpeg: Buffer): Buffer | null {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== SOI) return null;
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let i = 2;
  let inScan = false;
  while (i < jpeg.length) {
    if (inScan) {
      // Entropy-coded data: 0xFF is followed by 0x00 (a stuffed byte) or a restart marker inside it.
      const start = i;
      while (
        i < jpeg.length - 1 &&
        !(jpeg[i] === 0xff && jpeg[i + 1] !== 0x00 && !((jpeg[i + 1] as number) >= 0xd0 && (jpeg[i + 1] as number) <= 0xd7))
      )
        i++;
      if (i >= jpeg.length - 1) return null;
      kept.push(jpeg.subarray(start, i));
      inScan = false;
      continue;
    }
    if (jpeg[i] !== 0xff || i + 1 >= jpeg.length) return null;
    const marker = jpeg[i + 1] as number;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === EOI) {
      kept.push(jpeg.subarray(i, i + 2));
      return Buffer.concat(kept);
    }
    if (standalone(marker)) {
      kept.push(jpeg.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > jpeg.length) return null;
    const length = jpeg.readUInt16BE(i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > jpeg.length) return null;
    if (keepsJpegSegment(marker, jpeg.subarray(i + 4, end))) kept.push(jpeg.subarray(i, end));
    i = end;
    inScan = marker === SOS;
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Text chunks (free text, XMP), EXIF and the modification time. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** A PNG without its text, XMP, EXIF and time chunks; null for a structure it does not understand. */
export function stripPngMetadata(png: Buffer): Buffer | null {
  if (png.length < PNG_SIGNATURE.length || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let i = 8;
  while (i + 12 <= png.length) {
    const length = png.readUInt32BE(i);
    const type = png.toString('latin1', i + 4, i + 8);
    const end = i + 12 + length;
    if (end > png.length) return null;
    if (!PNG_METADATA.has(type)) kept.push(png.subarray(i, end));
    i = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return null;
}
