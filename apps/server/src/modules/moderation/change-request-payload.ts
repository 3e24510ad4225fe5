import { CommentPayload, DetailWrite, ManufacturerWrite, ProductWrite, StampWrite } from '@museum/contract';
import type { z } from 'zod';
import { Invalid } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
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

/** Parses a payload with a schema; a mismatch is a 400 naming each field under `/payload`. */
function parsePayload<T>(schema: z.ZodType<T>, payload: unknown): T {
  const parsed = schema.safeParse(payload ?? null);
  if (parsed.success) return parsed.data;
  // zod worded the messages in the request's language already (plugins/locale.ts).
  const errors = parsed.error.issues.map((issue) => ({
    path: `/payload${issue.path.map((p) => `/${String(p)}`).join('')}`,
    message: () => issue.message,
  }));
  throw new Invalid((t) => t.proposalInvalid(errors.map((e) => `${e.path}: ${e.message()}`).join('; ')), 'VALIDATION_FAILED', { errors });
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
