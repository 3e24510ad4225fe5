import { PHOTO_CREDIT_MAX, type PhotoRightsPatch, PhotoRightsWrite } from '@museum/contract';
import type { FastifyRequest } from 'fastify';
import { Invalid } from '../../lib/errors';

/** The text fields an upload may carry beside `file`, in any order. */
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
 * `credit` and `licence` (before or after it). Anything else is a 400 problem.
 */
export async function readUploadParts(req: FastifyRequest): Promise<UploadParts> {
  let file: { data: Buffer; fileName: string | undefined } | undefined;
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new Invalid((t) => t.fileFieldExpected, 'FILE_REQUIRED');
      }
      file = { data: await part.toBuffer(), fileName: part.filename };
    } else {
      if (!RIGHTS_FIELDS.has(part.fieldname)) throw new Invalid((t) => t.unknownUploadField(part.fieldname));
      if (part.valueTruncated) throw new Invalid((t) => t.creditTooLong(PHOTO_CREDIT_MAX));
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file) throw new Invalid((t) => t.fileRequired, 'FILE_REQUIRED');
  const rights = PhotoRightsWrite.safeParse(fields);
  if (!rights.success) {
    // zod worded the messages in the request's language already (plugins/locale.ts).
    const errors = rights.error.issues.map((issue) => ({ path: `/${issue.path.join('/')}`, message: () => issue.message }));
    throw new Invalid(() => errors.map((e) => e.message()).join('; '), 'VALIDATION_FAILED', { errors });
  }
  return { ...file, rights: rights.data };
}
