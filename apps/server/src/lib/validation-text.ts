import { FIELD_LABELS, PART_LABELS } from '@museum/contract';

export interface FieldProblem {
  /** `/{part}/{path}`, e.g. `/body/username`. */
  path: string;
  /** A sentence naming the field: «Логин: от 3 до 32 символов». */
  message: string;
}

const LABELLED = /^[^:]{1,40}: /;

/** The field's Russian name: the last named segment of its path, else the request part. */
function labelOf(part: string, segments: readonly string[]): string {
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i] as string;
    if (/^\d+$/.test(segment)) continue;
    return FIELD_LABELS[segment] ?? `Поле «${segment}»`;
  }
  return PART_LABELS[part] ?? 'Запрос';
}

/** One issue as a sentence: the field's label, then the message (unless the schema's message names the field already). */
export function fieldProblem(part: string, instancePath: string, message: string | undefined): FieldProblem {
  const segments = instancePath.split('/').filter(Boolean);
  const text = message?.trim() || 'недопустимое значение';
  const sentence = LABELLED.test(text) ? text : `${labelOf(part, segments)}: ${text.charAt(0).toLocaleLowerCase('ru')}${text.slice(1)}`;
  return { path: `/${[part, ...segments].join('/')}`, message: sentence };
}

/** The problem's `detail`: every distinct sentence, so a person reads what to fix. */
export function validationDetail(problems: readonly FieldProblem[]): string {
  return [...new Set(problems.map((problem) => problem.message))].join('. ');
}
