import { ru } from '../../../messages/ru';
import { type ExportFormat, exportUrl } from '../lib/export-url';
import type { SearchState } from '../lib/search-state';

const t = ru.research.export;

const FORMATS: { format: ExportFormat; text: string; title: string }[] = [
  { format: 'csv', text: t.csv, title: t.csvTitle },
  { format: 'jsonl', text: t.jsonl, title: t.jsonlTitle },
];

/** Plain download links to the export of the current search: the server streams the file. */
export function ExportLinks({ state }: { state: SearchState }) {
  return (
    <p className="search-export">
      <span>{t.label}</span>
      {FORMATS.map(({ format, text, title }) => (
        <a key={format} className="button" href={exportUrl(state, format)} title={title} download>
          {text}
        </a>
      ))}
    </p>
  );
}
