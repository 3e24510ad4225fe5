import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatTotal } from '../../../lib/format-total';
import { activeMessages } from '../../../lib/locale';
import type { YearCount } from '../api/count-year-items';

/** A count as shown: an ellipsis while loading, a dash when it failed, «около N» when estimated. */
export function countText(query: Pick<UseQueryResult<YearCount>, 'isPending' | 'isError' | 'data'>): string {
  const t = activeMessages().yearTools.panel;
  if (query.isError) return t.countUnknown;
  if (query.isPending || query.data === undefined) return t.countLoading;
  return formatTotal(query.data.value, query.data.kind);
}

/** Products and details together: exact only when both are; an estimate when either is one. */
export function sumCounts(a: YearCount, b: YearCount): YearCount {
  const kind = a.kind === 'exact' && b.kind === 'exact' ? 'exact' : a.kind === 'about' || b.kind === 'about' ? 'about' : 'atLeast';
  return { value: a.value + b.value, kind };
}

/** One search link of the year panel with its count. */
export function YearCountLink({ to, label, count }: { to: string; label: string; count: string }) {
  return (
    <Link to={to} className="yt-count-link">
      <span>{label}</span>
      <span className="yt-count-link__count">{count}</span>
    </Link>
  );
}
