import type { ReactNode } from 'react';
import { useContentLang } from '../../lib/locale';
import './item-page.css';

/** A label and its value: catalogue content (marked in the language entered), or with `named` a word of the page's language (a condition's name). */
export type Fact = [label: string, value: ReactNode, named?: 'named'];

/** Label / value pairs of an item; empty values are left out. */
export function FactList({ facts }: { facts: Fact[] }) {
  const lang = useContentLang();
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false);
  if (!shown.length) return null;
  return (
    <dl className="facts">
      {shown.map(([label, value, named]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd lang={named ? undefined : lang}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
