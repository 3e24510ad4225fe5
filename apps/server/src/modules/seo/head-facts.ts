import { plainTextExcerpt } from '../../lib/text';
import type { SummaryFact } from './page-head';

/** Longest meta description: what search engines show of it. */
const DESCRIPTION_MAX = 200;
/** Longest text under a summary's facts. */
export const SUMMARY_TEXT_MAX = 1000;

/** A page's meta description: its facts in one line, then as much of its text as fits. */
export function describe(facts: SummaryFact[], html: string | null): string {
  const line = facts.map((f) => `${f.label}: ${f.value}`).join(', ');
  const room = DESCRIPTION_MAX - line.length - 2;
  const text = room > 20 ? plainTextExcerpt(html, room) : null;
  return [line, text].filter(Boolean).join('. ');
}

/** A summary fact, or none when the value is empty. */
export const fact = (label: string, value: string | number | null | undefined): SummaryFact[] =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];
