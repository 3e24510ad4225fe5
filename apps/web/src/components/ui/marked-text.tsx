import type { Locale } from '@museum/contract';
import { Fragment } from 'react';

/**
 * A text and its mark (ADR 085): the language of catalogue content (`ru` as entered on pages in
 * another language, `en` for English names), or `translate: 'no'` for a name in no language (a web
 * address); interface words and values named in the page's language carry neither.
 */
export type TextPart = { text: string; lang?: Locale | undefined; translate?: 'no' | undefined };

/**
 * A value as a page shows it: `label` whole, marked by `lang` or `translate`; or, for a list whose
 * items differ in language (one maker named in English, another as entered), `parts`, each marked
 * on its own, and `label` their join (issue 52).
 */
export type MarkedValue = {
  label: string;
  lang?: Locale | undefined;
  translate?: 'no' | undefined;
  parts?: readonly TextPart[] | undefined;
};

/** What a list's items are joined with, in `label` and on the page alike. */
export const LIST_SEPARATOR = ', ';

/** A list of marked texts as one value: one mark for the whole when they share it, else each its own. */
export function markedList(items: readonly TextPart[]): MarkedValue {
  const label = items.map((item) => item.text).join(LIST_SEPARATOR);
  const marks = new Set(items.map((item) => `${item.lang ?? ''}|${item.translate ?? ''}`));
  if (marks.size > 1) return { label, parts: items };
  return { label, lang: items[0]?.lang, translate: items[0]?.translate };
}

type MarkedTextProps = {
  /** The element that holds the value. */
  as: 'dd' | 'del' | 'ins' | 'span';
  value: MarkedValue;
  /** Shown, unmarked, when the value is empty. */
  empty?: string;
};

/** `value` in an element `as`: the element marked when the value has one mark, each part in a `span` of its own when not. */
export function MarkedText({ as: Tag, value, empty = '' }: MarkedTextProps) {
  if (!value.label) return <Tag>{empty}</Tag>;
  if (!value.parts) {
    return (
      <Tag lang={value.lang} translate={value.translate}>
        {value.label}
      </Tag>
    );
  }
  return (
    <Tag>
      {value.parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed list drawn once; two may share a text.
        <Fragment key={index}>
          {index > 0 && LIST_SEPARATOR}
          <span lang={part.lang} translate={part.translate}>
            {part.text}
          </span>
        </Fragment>
      ))}
    </Tag>
  );
}
