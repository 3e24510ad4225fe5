import type { ReactNode } from 'react';
import { useContentLang } from '../../lib/locale';
import './item-page.css';

export type Fact = [label: string, value: ReactNode];

/** Label / value pairs of an item; empty values are left out. */
export function FactList({ facts }: { facts: Fact[] }) {
  const lang = useContentLang();
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false);
  if (!shown.length) return null;
  return (
    <dl className="facts">
      {shown.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd lang={lang}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
