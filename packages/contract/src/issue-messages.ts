import type { z } from 'zod';
import type { Locale } from './locale';
import { plural } from './russian-words';

/**
 * The words a common issue is worded with, in one language; English has the same keys as Russian.
 * None has a colon: the server puts the field's label before them («Язык: одно из значений ru, en»),
 * and takes a message that starts «…: » as labelled already (validation-text.ts).
 */
interface IssueWords {
  required: string;
  typeNames: Readonly<Record<'number' | 'int' | 'string' | 'boolean' | 'array' | 'object', string>>;
  otherType: string;
  needs: (type: string) => string;
  chars: (n: number) => string;
  items: (n: number) => string;
  atLeast: (what: string) => string;
  atMost: (what: string) => string;
  minLength: (what: string) => string;
  maxLength: (what: string) => string;
  over: (n: number) => string;
  under: (n: number) => string;
  email: string;
  url: string;
  format: string;
  oneOf: (values: string) => string;
  badValue: string;
  extraKeys: (keys: string) => string;
}

const RU: IssueWords = {
  required: 'обязательное поле',
  typeNames: { number: 'число', int: 'целое число', string: 'текст', boolean: 'да или нет', array: 'список', object: 'объект' },
  otherType: 'другое значение',
  needs: (type) => `нужно ${type}`,
  chars: (n) => `${n} ${plural(n, 'символа', 'символов', 'символов')}`,
  items: (n) => `${n} ${plural(n, 'элемента', 'элементов', 'элементов')}`,
  atLeast: (what) => `не меньше ${what}`,
  atMost: (what) => `не больше ${what}`,
  minLength: (what) => `не короче ${what}`,
  maxLength: (what) => `не длиннее ${what}`,
  over: (n) => `больше ${n}`,
  under: (n) => `меньше ${n}`,
  email: 'некорректный адрес e-mail',
  url: 'некорректная ссылка',
  format: 'неверный формат',
  oneOf: (values) => `одно из значений ${values}`,
  badValue: 'недопустимое значение',
  extraKeys: (keys) => `лишние поля ${keys}`,
};

const EN: IssueWords = {
  required: 'required',
  typeNames: { number: 'a number', int: 'a whole number', string: 'text', boolean: 'yes or no', array: 'a list', object: 'an object' },
  otherType: 'a different value',
  needs: (type) => `must be ${type}`,
  chars: (n) => `${n} ${n === 1 ? 'character' : 'characters'}`,
  items: (n) => `${n} ${n === 1 ? 'item' : 'items'}`,
  atLeast: (what) => `at least ${what}`,
  atMost: (what) => `at most ${what}`,
  minLength: (what) => `at least ${what} long`,
  maxLength: (what) => `at most ${what} long`,
  over: (n) => `more than ${n}`,
  under: (n) => `less than ${n}`,
  email: 'not a valid e-mail address',
  url: 'not a valid link',
  format: 'wrong format',
  oneOf: (values) => `one of ${values}`,
  badValue: 'not an accepted value',
  extraKeys: (keys) => `unexpected fields ${keys}`,
};

const WORDS: Readonly<Record<Locale, IssueWords>> = { ru: RU, en: EN };

/**
 * A phrase for the common zod issues, written to follow a field label («Логин: не короче 3 символов»,
 * "Username: at least 3 characters long"). Messages a schema states itself are kept (zod uses them
 * before this); undefined falls back to zod's own locale.
 */
export function humanIssueMessage(issue: z.core.$ZodRawIssue, locale: Locale = 'ru'): string | undefined {
  const w = WORDS[locale];
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return w.required;
      return w.needs(w.typeNames[issue.expected as keyof IssueWords['typeNames']] ?? w.otherType);
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return w.minLength(w.chars(min));
      if (issue.origin === 'array' || issue.origin === 'set') return w.atLeast(w.items(min));
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? w.over(min) : w.atLeast(String(min));
      }
      return undefined;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return w.maxLength(w.chars(max));
      if (issue.origin === 'array' || issue.origin === 'set') return w.atMost(w.items(max));
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? w.under(max) : w.atMost(String(max));
      }
      return undefined;
    }
    case 'invalid_format':
      return issue.format === 'email' ? w.email : issue.format === 'url' ? w.url : w.format;
    case 'invalid_value':
      return issue.values.length <= 6 ? w.oneOf(issue.values.map(String).join(', ')) : w.badValue;
    case 'unrecognized_keys':
      return w.extraKeys(issue.keys.join(', '));
    default:
      return undefined;
  }
}
