import { useState } from 'react';
import { useMessages } from '../../../lib/locale';
import {
  hasFilters,
  NO_FILTERS,
  SEARCH_TYPES,
  type SearchState,
  type SearchType,
  searchToParams,
  yearFilterValid,
} from '../lib/search-state';
import { FilterFields } from './filter-fields';
import { NumbersMatchField } from './numbers-match-field';

/** The query, kind and filters; submitting goes back to page 0 and rewrites the address. */
export function SearchForm({ state, onSubmit }: { state: SearchState; onSubmit: (next: SearchState) => void }) {
  const t = useMessages().search;
  const [draft, setDraft] = useState(state);
  // The panel opens on its own when the address carries filters (docs/spec/part-2-browse-edit-moderation.md, Search).
  const [open, setOpen] = useState(hasFilters(state));
  // The page parses a new state object on every render: only another address resets what is typed.
  const address = searchToParams(state).toString();
  const [seen, setSeen] = useState(address);
  if (seen !== address) {
    setSeen(address);
    setDraft(state);
    if (hasFilters(state)) setOpen(true);
  }
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A wrong year is not searched with (nor silently dropped): the field says why and takes the focus.
    if (!yearFilterValid(draft.year)) {
      setOpen(true);
      event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSubmit({ ...draft, page: 0 });
  };
  return (
    <form className="search-form" onSubmit={submit}>
      <div className="search-form__row">
        <label className="visually-hidden" htmlFor="search-q">
          {t.queryLabel}
        </label>
        <input
          id="search-q"
          className="field__input search-form__q"
          type="search"
          placeholder={t.placeholder}
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <label className="visually-hidden" htmlFor="search-type">
          {t.typeLabel}
        </label>
        <select
          id="search-type"
          className="field__input"
          value={draft.searchType}
          onChange={(e) => setDraft({ ...draft, searchType: e.target.value as SearchType })}
        >
          {SEARCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.types[type]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary">
          {t.submit}
        </button>
      </div>
      <div className="search-form__row">
        <button type="button" className="button" aria-expanded={open} aria-controls="search-filters" onClick={() => setOpen(!open)}>
          {open ? t.hideFilters : t.showFilters}
        </button>
      </div>
      {open && (
        <fieldset id="search-filters" className="filters">
          <legend className="visually-hidden">{t.filtersLegend}</legend>
          <FilterFields value={draft} onChange={setDraft} />
          <NumbersMatchField
            checked={draft.numbersMatch === 'true'}
            onChange={(on) => setDraft({ ...draft, numbersMatch: on ? 'true' : '' })}
          />
          {draft.searchType !== 'details' && <p className="filters__hint">{t.productFiltersHint}</p>}
          <div className="filters__actions">
            <button type="submit" className="button button--primary">
              {t.applyFilters}
            </button>
            <button type="button" className="button" onClick={() => onSubmit({ ...draft, ...NO_FILTERS, page: 0 })}>
              {t.resetFilters}
            </button>
          </div>
        </fieldset>
      )}
    </form>
  );
}
