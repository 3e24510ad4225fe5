import type { ItemCardDto } from '@museum/contract';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { loadErrorText } from '../../../lib/error-text';
import { formatTotal } from '../../../lib/format-total';
import { useMessages } from '../../../lib/locale';
import { useScrollMemory } from '../../../lib/use-scroll-memory';
import { useSearchAll } from '../api/search-all';
import { ExportLinks } from '../components/export-links';
import { SearchForm } from '../components/search-form';
import { SearchResult } from '../components/search-result';
import {
  hasDetailOnlyFilter,
  parseSearch,
  SEARCH_SIZES,
  type SearchState,
  SORTS,
  searchToParams,
  yearFilterValid,
} from '../lib/search-state';
import '../components/search.css';

export function SearchPage() {
  const t = useMessages().search;
  const [params, setParams] = useSearchParams();
  const state = parseSearch(params);
  const query = useSearchAll(state);
  const go = (next: SearchState) => {
    setParams(searchToParams(next));
    window.scrollTo(0, 0);
  };
  useScrollMemory(`search?${params.toString()}`, query.data !== undefined);
  const sortValue = `${state.sortField},${state.sortOrder}`;

  return (
    <div className="search-page">
      <h1>{t.title}</h1>
      <SearchForm state={state} onSubmit={go} />
      <div className="search-tools">
        <label className="search-tools__sort">
          <span>{t.sortLabel}</span>
          <select
            className="field__input"
            value={sortValue}
            onChange={(e) => {
              const [field, order] = e.target.value.split(',') as [SearchState['sortField'], SearchState['sortOrder']];
              go({ ...state, sortField: field, sortOrder: order, page: 0 });
            }}
          >
            {SORTS.map((sort) => (
              <option key={`${sort.field},${sort.order}`} value={`${sort.field},${sort.order}`}>
                {t.sorts[`${sort.field},${sort.order}`]}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="search-tools__sizes">
          <legend>{t.sizeLabel}</legend>
          {SEARCH_SIZES.map((size) => (
            <button
              key={size}
              type="button"
              className={`button${state.size === size ? ' button--primary' : ''}`}
              aria-pressed={state.size === size}
              onClick={() => go({ ...state, size, page: 0 })}
            >
              {size}
            </button>
          ))}
        </fieldset>
        <ExportLinks state={state} />
      </div>
      <Results state={state} query={query} onPage={(page) => go({ ...state, page })} />
    </div>
  );
}

function Results({ state, query, onPage }: { state: SearchState; query: ReturnType<typeof useSearchAll>; onPage: (page: number) => void }) {
  const t = useMessages().search;
  const { data } = query;
  // A wrong year in the address: the filter panel says what is wrong under the field; nothing is searched.
  if (!yearFilterValid(state.year))
    return (
      <p role="status" className="search-empty">
        {t.yearNotSearched}
      </p>
    );
  if (data === undefined) {
    if (query.isError)
      return (
        <p role="alert" className="notice notice--error">
          {loadErrorText(query.error, t.serverError)}
        </p>
      );
    return <p role="status">{t.loading}</p>;
  }
  if (data.content.length === 0)
    return (
      <>
        <p role="status" className="search-empty">
          {t.empty}
        </p>
        {/* Past the end of a result that has pages: the way back. */}
        <Pager page={data.number} totalPages={data.totalPages} onChange={onPage} />
      </>
    );
  const products = data.content.filter((item) => item.kind === 'product');
  const details = data.content.filter((item) => item.kind === 'detail');
  const showProducts = state.searchType !== 'details' && !hasDetailOnlyFilter(state) && products.length > 0;
  return (
    <div aria-busy={query.isFetching}>
      {query.isError && <p className="notice notice--error">{loadErrorText(query.error, t.serverError)}</p>}
      <p className="search-total">{t.total(formatTotal(data.totalElements, data.totalKind))}</p>
      {state.searchType === 'all' ? (
        <>
          {showProducts && (
            <Section title={t.productsSection} count={formatTotal(data.counts.products, data.countKinds.products)} items={products} />
          )}
          {details.length > 0 && (
            <Section title={t.detailsSection} count={formatTotal(data.counts.details, data.countKinds.details)} items={details} />
          )}
        </>
      ) : (
        <ResultList items={data.content} />
      )}
      <Pager page={data.number} totalPages={data.totalPages} onChange={onPage} />
    </div>
  );
}

function Section({ title, count, items }: { title: string; count: string; items: ItemCardDto[] }) {
  return (
    <section className="search-section">
      <h2>
        {title} <span className="search-section__count">({count})</span>
      </h2>
      <ResultList items={items} />
    </section>
  );
}

function ResultList({ items }: { items: ItemCardDto[] }) {
  return (
    <ul className="results">
      {items.map((item) => (
        <SearchResult key={`${item.kind}${item.id}`} item={item} />
      ))}
    </ul>
  );
}
