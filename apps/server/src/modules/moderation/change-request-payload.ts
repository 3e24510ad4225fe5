import { DetailWrite, ProductWrite } from '@museum/contract';
import type { z } from 'zod';
import { Invalid } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { ChangeRequestEntity } from './change-requests.repository';

export type ItemPayload = { entityType: 'PRODUCT'; input: ProductWrite } | { entityType: 'DETAIL'; input: DetailWrite };

/**
 * Checks a proposed entity against its create shape (a detail needs a type) and normalises it:
 * references as `{id}`, empty strings null, the description sanitised, so what a moderator
 * reads in `payloadJson` is what will be applied.
 */
export function parseItemPayload(entityType: ChangeRequestEntity, payload: unknown): ItemPayload {
  const schema: z.ZodType<ProductWrite | DetailWrite> = entityType === 'PRODUCT' ? ProductWrite : DetailWrite;
  const parsed = schema.safeParse(payload ?? null);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: `/payload${issue.path.map((p) => `/${String(p)}`).join('')}`,
      message: issue.message,
    }));
    throw new Invalid(`Заявка не прошла проверку: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, 'VALIDATION_FAILED', {
      errors,
    });
  }
  const input = { ...parsed.data, description: sanitizeRichText(parsed.data.description) };
  return entityType === 'PRODUCT' ? { entityType, input: input as ProductWrite } : { entityType, input: input as DetailWrite };
}
