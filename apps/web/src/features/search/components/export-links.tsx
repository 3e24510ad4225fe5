import { useMessages } from '../../../lib/locale';
import { type ExportFormat, exportUrl } from '../lib/export-url';
import type { SearchState } from '../lib/search-state';

const FORMATS: { format: ExportFormat; text: 'csv' | 'jsonl'; title: 'csvTitle' | 'jsonlTitle' }[] = [
  { format: 'csv', text: 'csv', title: 'csvTitle' },
  { format: 'jsonl', text: 'jsonl', title: 'jsonlTitle' },
];

/** Plain download links to the export of the current search: the server streams the file. */
export function ExportLinks({ state }: { state: SearchState }) {
  const t = useMessages().research.export;
  return (
    <p className="search-export">
      <span>{t.label}</span>
      {FORMATS.map(({ format, text, title }) => (
        <a key={format} className="button" href={exportUrl(state, format)} title={t[title]} download>
          {t[text]}
        </a>
      ))}
    </p>
  );
}
