import { stripMarkup } from '../../../lib/strip-markup';

export const DESCRIPTION_CUT = 80;

/** The payload of a request, or null when it is not a JSON object. */
export function parsePayload(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Plain text of a description, cut to 80 characters with an ellipsis. */
export function cutDescription(html: unknown, max = DESCRIPTION_CUT): string {
  const text = stripMarkup(typeof html === 'string' ? html : '');
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
