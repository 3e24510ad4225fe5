import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { useContentLang, useMessages } from '../../../lib/locale';
import { useDatingContradictions } from '../api/dating-contradictions';
import { ModerationTabs } from '../components/moderation-tabs';
import { ModeratorsOnlyGate } from '../components/moderators-only-gate';
import { useModeratorsOnly } from '../lib/use-moderators-only';
import '../components/moderation.css';

/**
 * /moderation/contradictions: «Примеры против таблицы», the items whose year is off the Maxim
 * table's exact year where the examples near them say so too (ADR 078), each with its number, its
 * year, the table's and the neighbours'.
 */
export function ContradictionsPage() {
  const t = useMessages().dating.contradictions;
  const contentLang = useContentLang();
  const [page, setPage] = useState(0);
  const access = useModeratorsOnly();
  const list = useDatingContradictions(page, access === 'allowed');

  if (access !== 'allowed') return <ModeratorsOnlyGate access={access} title={t.title} />;
  const rows = list.data?.content ?? [];
  return (
    <section>
      <h1>{t.title}</h1>
      <ModerationTabs />
      <p className="moderation-lead">{t.lead}</p>
      {list.isPending && <p>{t.loading}</p>}
      {list.isError && <p role="alert">{t.failed}</p>}
      {list.isSuccess && rows.length === 0 && <p>{t.empty}</p>}
      {rows.length > 0 && (
        <>
          <p>{t.total(list.data?.totalElements ?? rows.length)}</p>
          <div className="year-check__scroll">
            <table className="year-check">
              <thead>
                <tr>
                  <th scope="col">{t.columns.item}</th>
                  <th scope="col">{t.columns.number}</th>
                  <th scope="col">{t.columns.year}</th>
                  <th scope="col">{t.columns.table}</th>
                  <th scope="col">{t.columns.examples}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.kind}-${row.id}`}>
                    <td>
                      <Link to={row.path} lang={contentLang}>
                        {row.title}
                      </Link>
                    </td>
                    <td>{row.number}</td>
                    <td>{row.year}</td>
                    <td>{row.tableYear}</td>
                    <td>{t.examplesYear(row.examplesYear, row.examples)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} totalPages={list.data?.totalPages ?? 1} onChange={setPage} />
        </>
      )}
    </section>
  );
}
