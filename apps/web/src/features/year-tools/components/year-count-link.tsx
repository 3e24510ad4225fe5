import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ru } from '../../../messages/ru';

const t = ru.yearTools.panel;

/** A count as shown: an ellipsis while loading, a dash when it failed. */
export function countText(query: Pick<UseQueryResult<number>, 'isPending' | 'isError' | 'data'>): string {
  if (query.isError) return t.countUnknown;
  if (query.isPending || query.data === undefined) return t.countLoading;
  return String(query.data);
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
