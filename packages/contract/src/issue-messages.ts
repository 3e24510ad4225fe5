import type { z } from 'zod';
import { plural } from './russian-words';

const chars = (n: number) => `${n} ${plural(n, 'символа', 'символов', 'символов')}`;
const items = (n: number) => `${n} ${plural(n, 'элемента', 'элементов', 'элементов')}`;
const TYPE_NAMES: Record<string, string> = {
  number: 'число',
  int: 'целое число',
  string: 'текст',
  boolean: 'да или нет',
  array: 'список',
  object: 'объект',
};

/**
 * A phrase for the common zod issues, written to follow a field label («Логин: не короче 3 символов»).
 * Messages a schema states itself are kept (zod uses them before this); undefined falls back to
 * zod's Russian locale.
 */
export function humanIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'обязательное поле';
      return `нужно ${TYPE_NAMES[issue.expected] ?? 'другое значение'}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return `не короче ${chars(min)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `не меньше ${items(min)}`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? `больше ${min}` : `не меньше ${min}`;
      }
      return undefined;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `не длиннее ${chars(max)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `не больше ${items(max)}`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? `меньше ${max}` : `не больше ${max}`;
      }
      return undefined;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'некорректный адрес e-mail' : issue.format === 'url' ? 'некорректная ссылка' : 'неверный формат';
    case 'invalid_value':
      return issue.values.length <= 6 ? `одно из значений: ${issue.values.map(String).join(', ')}` : 'недопустимое значение';
    case 'unrecognized_keys':
      return `лишние поля: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}
