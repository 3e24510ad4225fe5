import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { useChronology } from '../api/get-chronology';
import { groupByYear } from '../lib/chronology';

/** The manufacturer's mounts, year by year, each detail with its number and id. */
export function ChronologyStrip() {
  const { numbered, yearTools } = useMessages();
  const t = yearTools.chronology;
  const chronology = useChronology();
  if (chronology.isPending) return <p className="yt-muted">{t.loading}</p>;
  if (chronology.isError) return <p className="yt-muted">{t.error}</p>;
  const years = groupByYear(chronology.data);
  if (years.length === 0) return <p className="yt-muted">{t.empty}</p>;
  return (
    <ol className="yt-strip">
      {years.map(({ year, items }) => (
        <li key={year} className="yt-strip__year">
          <h3 className="yt-strip__title">{year}</h3>
          <ul className="yt-strip__items">
            {items.map((item) => (
              <li key={item.id}>
                <Link to={paths.detail(item.id)} title={t.detailTitle(item.number ?? t.noNumber, item.id)}>
                  <span className="yt-strip__number">{item.number ? numbered(item.number) : t.noNumber}</span>
                  <span className="yt-strip__id">{t.idLabel(item.id)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
