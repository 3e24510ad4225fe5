import { type FieldDescription, RECORDED_FIELDS, RECORDED_KEYS, type RecordedFieldKey } from '@museum/contract';
import { Link } from 'react-router';
import { ru } from '../messages/ru';
import type { Fact } from './ui/fact-list';

const t = ru.items;
type Recorded = Readonly<Record<RecordedFieldKey, string | null>>;
const kindOf = (key: RecordedFieldKey): FieldDescription['kind'] => (RECORDED_FIELDS[key] as FieldDescription).kind;

/**
 * The item page's lines of the recorded fields that are a choice (the condition), each a link to
 * the search filtered by it: made from the descriptions (ADR 052), like `RecordedTexts`.
 */
export function recordedFacts(item: Recorded, filterLink: (filter: Partial<Record<RecordedFieldKey, string>>) => string): Fact[] {
  return RECORDED_KEYS.filter((key) => kindOf(key) === 'choice').map((key) => {
    const value = item[key];
    return [t[key], value && <Link to={filterLink({ [key]: value })}>{value}</Link>];
  });
}

/** The item page's sections of the recorded texts (markings, provenance): plain text, its lines kept. */
export function RecordedTexts({ item, idPrefix }: { item: Recorded; idPrefix: string }) {
  return RECORDED_KEYS.filter((key) => kindOf(key) !== 'choice' && item[key]).map((key) => (
    <section key={key} className="item-section" aria-labelledby={`${idPrefix}-${key}`}>
      <h2 id={`${idPrefix}-${key}`}>{t[key]}</h2>
      <p className="item-section__lines">{item[key]}</p>
    </section>
  ));
}
