import { CommentPayload, DetailWrite, ManufacturerWrite, ProductWrite, StampWrite } from '@museum/contract';
import type { z } from 'zod';
import { Invalid } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { fieldProblem, validationDetail } from '../../lib/validation-text';
import { currentLocale } from '../../texts';
import type { ChangeRequestEntity } from './change-requests.repository';

/** A proposed product, detail, manufacturer or stamp, as its create shape. */
export type ItemPayload =
  | { entityType: 'PRODUCT'; input: ProductWrite }
  | { entityType: 'DETAIL'; input: DetailWrite }
  | { entityType: 'MANUFACTURER'; input: ManufacturerWrite }
  | { entityType: 'STAMP'; input: StampWrite };

/** What a proposal of each kind of entity is checked against. */
const CREATE_SHAPES: Record<ChangeRequestEntity, z.ZodType<{ description: string | null }>> = {
  PRODUCT: ProductWrite,
  DETAIL: DetailWrite,
  MANUFACTURER: ManufacturerWrite,
  STAMP: StampWrite,
};

/**
 * Parses a payload with a schema; a mismatch is a 400 whose `errors` name each field under
 * `/payload`, and whose detail says, as any refused request's does, each field's problem by the
 * field's name: the same words for a moderator's direct add and a plain user's proposal.
 */
function parsePayload<T>(schema: z.ZodType<T>, payload: unknown): T {
  const parsed = schema.safeParse(payload ?? null);
  if (parsed.success) return parsed.data;
  // zod worded the messages in the request's language already (plugins/locale.ts).
  const locale = currentLocale();
  const errors = parsed.error.issues.map((issue) =>
    fieldProblem('payload', issue.path.map((p) => `/${String(p)}`).join(''), issue.message, locale),
  );
  throw new Invalid(() => validationDetail(errors), 'VALIDATION_FAILED', {
    errors: errors.map(({ path, message }) => ({ path, message: () => message })),
  });
}

/** The note of a COMMENT request (`{text}`), trimmed. */
export const parseCommentPayload = (payload: unknown): CommentPayload => parsePayload(CommentPayload, payload);

/**
 * Checks a proposed entity against its create shape (a detail needs a type) and normalises it:
 * references as `{id}`, empty strings null, the descriptions (Russian and English) sanitised, so what a moderator
 * reads in `payloadJson` is what will be applied.
 */
export function parseItemPayload<E extends ChangeRequestEntity>(entityType: E, payload: unknown): Extract<ItemPayload, { entityType: E }> {
  const data: { description: string | null; descriptionEn?: string | null } = parsePayload(CREATE_SHAPES[entityType], payload);
  const english = 'descriptionEn' in data ? { descriptionEn: sanitizeRichText(data.descriptionEn ?? null) } : {};
  return { entityType, input: { ...data, description: sanitizeRichText(data.description), ...english } } as Extract<
    ItemPayload,
    { entityType: E }
  >;
}
