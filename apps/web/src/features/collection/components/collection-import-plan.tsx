import type { CollectionImportDto } from '@museum/contract';
import { Notice } from '../../../components/ui/notice';
import { useContentLang, useMessages } from '../../../lib/locale';

type ImportRow = CollectionImportDto['rows'][number];

/** A row as the file names it: its line, its name (or part type) and number. */
function RowTitle({ row }: { row: ImportRow }) {
  const t = useMessages().imports;
  const contentLang = useContentLang();
  const title = row.name ?? row.type;
  return (
    <>
      <strong>{t.lineOf(row.line)}</strong>
      {' · '}
      {title ? <span lang={contentLang}>{title}</span> : t.untitled}
      {row.number && ` · ${t.number(row.number)}`}
    </>
  );
}

/**
 * What a checked file would do (ADR 092): how many records it adds and changes, the columns it does
 * not read, and each row with problems (by the file's own line) or changes, in the page's language.
 */
export function CollectionImportPlan({ plan }: { plan: CollectionImportDto }) {
  const t = useMessages().collection.import;
  const ti = useMessages().imports;
  const unread = plan.otherColumns.filter(({ field }) => field === null).map(({ header }) => header);
  const shown = plan.rows.filter((row) => row.problems.length > 0 || row.action === 'update');
  return (
    <div className="collection-import__plan">
      <p className="collection-import__counts">{t.counts(plan)}</p>
      {unread.length > 0 && <Notice kind="info">{t.unreadColumns(unread.join(', '))}</Notice>}
      {shown.length > 0 && (
        <ul className="collection-import__rows" aria-label={ti.rowsCaption}>
          {shown.map((row) => (
            <li key={row.line} className={row.problems.length > 0 ? 'collection-import__row--problems' : undefined}>
              <RowTitle row={row} />
              <ul>
                {row.problems.length > 0
                  ? row.problems.map((problem) => <li key={`${problem.code}-${problem.value ?? ''}`}>{problem.text}</li>)
                  : row.changes.map((change) => <li key={change.field}>{ti.change(change.label, change.before, change.after)}</li>)}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {plan.invalid > 0 && <p className="field__hint">{ti.invalidSkipped}</p>}
    </div>
  );
}
