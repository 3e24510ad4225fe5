import { useMessages } from '../../lib/locale';
import './pager.css';

/** Page numbers to show (0-based) with `null` for an ellipsis: first, last and two either side of the current. */
export function pageWindow(current: number, total: number, around = 2): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let i = 0; i < total; i += 1) {
    if (i === 0 || i === total - 1 || Math.abs(i - current) <= around) shown.push(i);
    else if (shown[shown.length - 1] !== null) shown.push(null);
  }
  return shown;
}

type Props = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** First and last buttons besides back and forward. */
  withEnds?: boolean;
  label?: string;
};

/**
 * Numbered pagination; nothing when everything fits on one page and that page is shown. Past
 * the end (an old link, a shrunk result) it stays, and back goes to the last page that exists.
 */
export function Pager({ page, totalPages, onChange, withEnds = false, label }: Props) {
  const t = useMessages().browse.pager;
  const last = totalPages - 1;
  if (totalPages < 1 || (totalPages === 1 && page <= last)) return null;
  return (
    <nav className="pager" aria-label={label ?? t.label}>
      {withEnds && (
        <button type="button" className="pager__button" disabled={page <= 0} onClick={() => onChange(0)} aria-label={t.first}>
          «
        </button>
      )}
      <button
        type="button"
        className="pager__button"
        disabled={page <= 0}
        onClick={() => onChange(Math.min(page - 1, last))}
        aria-label={t.prev}
      >
        ‹ <span className="pager__word">{t.prevShort}</span>
      </button>
      {pageWindow(page, totalPages).map((n, i) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity.
          <span key={`gap${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={`pager__button${n === page ? ' pager__button--current' : ''}`}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t.page(n + 1)}
            onClick={() => onChange(n)}
          >
            {n + 1}
          </button>
        ),
      )}
      <button type="button" className="pager__button" disabled={page >= last} onClick={() => onChange(page + 1)} aria-label={t.next}>
        <span className="pager__word">{t.nextShort}</span> ›
      </button>
      {withEnds && (
        <button type="button" className="pager__button" disabled={page >= last} onClick={() => onChange(last)} aria-label={t.last}>
          »
        </button>
      )}
    </nav>
  );
}
