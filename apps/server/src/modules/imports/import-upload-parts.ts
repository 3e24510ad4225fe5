import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Invalid } from '../../lib/errors';

/**
 * The one file of an import, in the field `file`, and before it the reader's choice of fields for
 * the file's other columns (`columns`, JSON, read by `schema`); any other part is a 400 problem.
 * The catalogue's import (ADR 065) and a collector's own (ADR 092) read their uploads alike.
 */
export async function readImportFile<S extends z.ZodType<Record<string, string>>>(
  req: FastifyRequest,
  schema: S,
): Promise<{ data: Buffer; choices: z.output<S> }> {
  let data: Buffer | undefined;
  let choices: z.output<S> = schema.parse({});
  for await (const part of req.parts()) {
    if (part.type === 'field' && part.fieldname === 'columns' && data === undefined) {
      choices = parseChoices(String(part.value), schema);
      continue;
    }
    if (part.type !== 'file' || part.fieldname !== 'file') {
      if (part.type === 'file') part.file.resume();
      throw new Invalid((t) => t.fileFieldExpected, 'FILE_REQUIRED');
    }
    data = await part.toBuffer();
  }
  if (!data) throw new Invalid((t) => t.fileRequired, 'FILE_REQUIRED');
  return { data, choices };
}

function parseChoices<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Invalid((t) => t.importBadColumns, 'IMPORT_BAD_COLUMNS');
  return parsed.data;
}
