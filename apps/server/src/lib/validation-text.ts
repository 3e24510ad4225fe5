import { FIELD_LABELS, FIELD_LABELS_EN, type Locale, PART_LABELS, PART_LABELS_EN } from '@museum/contract';
import { render } from '../texts';

export interface FieldProblem {
  /** `/{part}/{path}`, e.g. `/body/username`. */
  path: string;
  /** A sentence naming the field: «Логин: от 3 до 32 символов», "Username: at least 3 characters long". */
  message: string;
}

const LABELLED = /^[^:]{1,40}: /;

const LABELS: Readonly<Record<Locale, { fields: Readonly<Record<string, string>>; parts: Readonly<Record<string, string>> }>> = {
  ru: { fields: FIELD_LABELS, parts: PART_LABELS },
  en: { fields: FIELD_LABELS_EN, parts: PART_LABELS_EN },
};

/** The field's name: the last named segment of its path, else the request part. */
function labelOf(part: string, segments: readonly string[], locale: Locale): string {
  const { fields, parts } = LABELS[locale];
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i] as string;
    if (/^\d+$/.test(segment)) continue;
    return fields[segment] ?? render((t) => t.fieldNamed(segment), locale);
  }
  return parts[part] ?? render((t) => t.wholeRequest, locale);
}

/** One issue as a sentence: the field's label, then the message (unless the schema's message names the field already). */
export function fieldProblem(part: string, instancePath: string, message: string | undefined, locale: Locale): FieldProblem {
  const segments = instancePath.split('/').filter(Boolean);
  const text = message?.trim() || render((t) => t.notAccepted, locale);
  const sentence = LABELLED.test(text)
    ? text
    : `${labelOf(part, segments, locale)}: ${text.charAt(0).toLocaleLowerCase(locale)}${text.slice(1)}`;
  return { path: `/${[part, ...segments].join('/')}`, message: sentence };
}

/** The problem's `detail`: every distinct sentence, each closed with a full stop, so a person reads what to fix. */
export function validationDetail(problems: readonly FieldProblem[]): string {
  return [...new Set(problems.map((problem) => problem.message))]
    .map((sentence) => (/[.!?…]$/.test(sentence) ? sentence : `${sentence}.`))
    .join(' ');
}
