import { type FieldDescription, RECORDED_FIELDS, RECORDED_KEYS, type RecordedFieldKey } from '@museum/contract';
import { Link } from 'react-router';
import { useConditionName, useContentLang, useMessages } from '../lib/locale';
import type { Fact } from './ui/fact-list';

type Recorded = Readonly<Record<RecordedFieldKey, string | null>>;
type Labels = Readonly<Record<RecordedFieldKey, string>>;
const kindOf = (key: RecordedFieldKey): FieldDescription['kind'] => (RECORDED_FIELDS[key] as FieldDescription).kind;

/**
 * The item page's lines of the recorded fields that are a choice (the condition), each named in the
 * page's language and a link to the search filtered by it: made from the descriptions (ADR 052),
 * like `RecordedTexts`. Called while rendering, with the page's labels and names of the choices.
 */
export function recordedFacts(
  item: Recorded,
  filterLink: (filter: Partial<Record<RecordedFieldKey, string>>) => string,
  labels: Labels,
  conditionName: (condition: string) => string,
): Fact[] {
  return RECORDED_KEYS.filter((key) => kindOf(key) === 'choice').map((key) => {
    const value = item[key];
    return [labels[key], value && <Link to={filterLink({ [key]: value })}>{conditionName(value)}</Link>, 'named'];
  });
}

/** The page's labels and names of the choices for `recordedFacts`. */
export function useRecordedFactNames(): { labels: Labels; conditionName: (condition: string) => string } {
  return { labels: useMessages().items, conditionName: useConditionName() };
}

/** The item page's sections of the recorded texts (markings, provenance): plain text as entered (Russian), its lines kept. */
export function RecordedTexts({ item, idPrefix }: { item: Recorded; idPrefix: string }) {
  const t = useMessages().items;
  const contentLang = useContentLang();
  return RECORDED_KEYS.filter((key) => kindOf(key) !== 'choice' && item[key]).map((key) => (
    <section key={key} className="item-section" aria-labelledby={`${idPrefix}-${key}`}>
      <h2 id={`${idPrefix}-${key}`}>{t[key]}</h2>
      <p className="item-section__lines" lang={contentLang}>
        {item[key]}
      </p>
    </section>
  ));
}
