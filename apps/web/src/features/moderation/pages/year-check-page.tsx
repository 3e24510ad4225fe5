import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { useContentLang, useMessages } from '../../../lib/locale';
import { useYearCheck } from '../api/year-check';
import { ModerationTabs } from '../components/moderation-tabs';
import { ModeratorsOnlyGate } from '../components/moderators-only-gate';
import { useModeratorsOnly } from '../lib/use-moderators-only';
import '../components/moderation.css';

/** /moderation/year-check: «Проверить год», the items whose stated year disagrees with the Maxim table (ADR 060). */
export function YearCheckPage() {
  const messages = useMessages();
  const t = messages.dating.check;
  const contentLang = useContentLang();
  const [page, setPage] = useState(0);
  const access = useModeratorsOnly();
  const allowed = access === 'allowed';
  const list = useYearCheck(page, allowed);

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
                    <td>{t.answer(row.answer)}</td>
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
