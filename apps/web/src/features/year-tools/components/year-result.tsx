import { tulaFactoryShortName, type YearLookup } from '@museum/contract/dating';
import { Link } from 'react-router';
import { useMessages } from '../../../lib/locale';
import { yearSearchHref } from '../lib/lookup';

function YearLink({ year }: { year: number }) {
  const t = useMessages().yearTools.result;
  return (
    <Link to={yearSearchHref(year)} title={t.searchTitle(year, tulaFactoryShortName(year))}>
      {year}
    </Link>
  );
}

/** The spec's result texts ('Точный год: 1910', 'Примерно 1906–1907', 'До 1905', 'После 1934'), each year a search link. */
export function YearResult({ result }: { result: YearLookup }) {
  const t = useMessages().yearTools.result;
  switch (result.kind) {
    case 'exact':
      return (
        <span className="yt-result yt-result--exact">
          {t.exact}: <YearLink year={result.year} />
        </span>
      );
    case 'approx':
      return (
        <span className="yt-result yt-result--approx">
          {t.approx} <YearLink year={result.from} />–<YearLink year={result.to} />
        </span>
      );
    case 'before':
      return (
        <span className="yt-result yt-result--edge">
          {t.before} <YearLink year={result.year} />
        </span>
      );
    case 'after':
      return (
        <span className="yt-result yt-result--edge">
          {t.after} <YearLink year={result.year} />
        </span>
      );
  }
}
