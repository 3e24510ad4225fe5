import { PHOTO_CREDIT_MAX, type PhotoRightsPatch, PhotoRightsWrite } from '@museum/contract';
import type { FastifyRequest } from 'fastify';
import { Invalid } from '../../lib/errors';

/** The text fields a catalogue upload may carry beside `file`, in any order. */
const RIGHTS_FIELDS = new Set(['credit', 'licence']);
/** Bytes of one text field: a 500-character credit in any script fits. */
export const UPLOAD_FIELD_MAX_BYTES = 4096;

export interface UploadParts {
  data: Buffer;
  fileName: string | undefined;
  rights: PhotoRightsPatch;
}

/**
 * Reads a photo upload: exactly one file in the field `file`, and optionally the text fields
 * `fields` names (the catalogue's: `credit` and `licence`), before or after it. Anything else is
 * a 400 problem.
 */
export async function readUploadParts(req: FastifyRequest, fields: ReadonlySet<string> = RIGHTS_FIELDS): Promise<UploadParts> {
  let file: { data: Buffer; fileName: string | undefined } | undefined;
  const values: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new Invalid((t) => t.fileFieldExpected, 'FILE_REQUIRED');
      }
      file = { data: await part.toBuffer(), fileName: part.filename };
    } else {
      if (!fields.has(part.fieldname)) {
        const name = part.fieldname;
        throw new Invalid(fields.size === 0 ? (t) => t.unknownFieldBesideFile(name) : (t) => t.unknownUploadField(name));
      }
      if (part.valueTruncated) throw new Invalid((t) => t.creditTooLong(PHOTO_CREDIT_MAX));
      values[part.fieldname] = String(part.value);
    }
  }
  if (!file) throw new Invalid((t) => t.fileRequired, 'FILE_REQUIRED');
  const rights = PhotoRightsWrite.safeParse(values);
  if (!rights.success) {
    // zod worded the messages in the request's language already (plugins/locale.ts).
    const errors = rights.error.issues.map((issue) => ({ path: `/${issue.path.join('/')}`, message: () => issue.message }));
    throw new Invalid(() => errors.map((e) => e.message()).join('; '), 'VALIDATION_FAILED', { errors });
  }
  return { ...file, rights: rights.data };
}

/** No text field beside the file: a private photo's upload (ADR 088). */
export const NO_FIELDS: ReadonlySet<string> = new Set();

/** @fastify/multipart's limits for a photo upload: one file of at most `fileBytes`, and `fields` text fields beside it. */
export const uploadLimits = (fileBytes: number, fields: number) => ({
  fileSize: fileBytes,
  files: 1,
  fields,
  parts: fields + 1,
  fieldSize: UPLOAD_FIELD_MAX_BYTES,
  headerPairs: 50,
  fieldNameSize: 50,
});
