import { useContentLang, useMessages } from '../../../lib/locale';
import type { PreviewRow } from '../lib/import-file';

/** How the page names a row: its name (or type), then its kind, type and number as the file says them. */
export function RowRecord({ row }: { row: PreviewRow }) {
  const t = useMessages().imports;
  const contentLang = useContentLang();
  const title = row.name ?? row.type;
  return (
    <>
      <span className="import-rows__name" lang={title ? contentLang : undefined}>
        {title ?? t.untitled}
      </span>
      <span className="import-rows__facts">
        {row.entity ? t.kind[row.entity] : t.noKind}
        {row.name && row.type && (
          <>
            {' · '}
            <span lang={contentLang}>{row.type}</span>
          </>
        )}
        {row.number && ` · ${t.number(row.number)}`}
      </span>
    </>
  );
}

/** What a row naming a record does: the change of that record field by field, or nothing to change (a new record says nothing). */
function RowAction({ row }: { row: PreviewRow }) {
  const t = useMessages().imports;
  if (row.action === 'create') return null;
  if (row.action === 'unchanged') return <span className="import-rows__action">{t.action.unchanged}</span>;
  return (
    <>
      <span className="import-rows__action">{t.action.update(row.recordId ?? 0)}</span>
      {row.changes.length > 0 && (
        <ul className="import-rows__changes">
          {row.changes.map((change) => (
            <li key={change.field}>{t.change(change.label, change.before, change.after)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The preview's rows: the file's line, what the row is and does, and its problems in the page's language. */
export function ImportRows({ rows }: { rows: readonly PreviewRow[] }) {
  const t = useMessages().imports;
  return (
    <div className="import-rows__scroll">
      <table className="import-rows">
        <caption className="visually-hidden">{t.rowsCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="import-rows__line">
              {t.line}
            </th>
            <th scope="col">{t.record}</th>
            <th scope="col">{t.problems}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={row.problems.length > 0 ? 'import-rows__row--problems' : undefined}>
              <td className="import-rows__line">{row.line}</td>
              <td>
                <RowRecord row={row} />
                <RowAction row={row} />
                {row.photos.length > 0 && <span className="import-rows__photos">{t.photos(row.photos.join(', '))}</span>}
              </td>
              <td>
                {row.problems.length === 0 && row.warnings.length === 0 ? (
                  <span className="import-rows__ok">{t.noProblems}</span>
                ) : (
                  <ul className="import-rows__problems">
                    {[...row.problems, ...row.warnings].map((problem) => (
                      <li key={`${problem.code}-${problem.value ?? ''}`}>{problem.text}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
