import { useState } from 'react';
import { useMessages } from '../../../lib/locale';
import { FilterFields, yearFilterValid } from '../../search';
import { type GalleryState, galleryHasFilters, PANEL_SIZES } from '../lib/gallery-state';

/** Filters and the panel's page sizes; applying goes to the first page. */
export function GalleryFilters({ state, onApply }: { state: GalleryState; onApply: (next: GalleryState) => void }) {
  const t = useMessages().gallery;
  const [draft, setDraft] = useState(state);
  const [open, setOpen] = useState(galleryHasFilters(state));
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    setDraft(state);
  }
  const reset = { year: '', manufacturer: '', belongsTo: '', condition: '', type: '', subtype: '' };
  return (
    <form
      className="gallery-filters"
      onSubmit={(event) => {
        event.preventDefault();
        // A wrong year is not applied: the field says why and takes the focus.
        if (!yearFilterValid(draft.year)) {
          event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
          return;
        }
        onApply({ ...draft, page: 0, photo: null });
      }}
    >
      <div className="gallery-filters__bar">
        <button type="button" className="button" aria-expanded={open} aria-controls="gallery-filters" onClick={() => setOpen(!open)}>
          {open ? t.hideFilters : t.showFilters}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => onApply({ ...state, ...reset, page: 0, photo: null })}
          disabled={!galleryHasFilters(state)}
        >
          {t.reset}
        </button>
      </div>
      {open && (
        <fieldset id="gallery-filters" className="filters">
          <legend className="visually-hidden">{t.filtersLegend}</legend>
          <FilterFields value={draft} onChange={setDraft} />
          <label className="field gallery-filters__size">
            <span className="field__label">{t.perPage}</span>
            <select className="field__input" value={draft.size} onChange={(e) => setDraft({ ...draft, size: Number(e.target.value) })}>
              {PANEL_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <div className="filters__actions">
            <button type="submit" className="button button--primary">
              {t.apply}
            </button>
          </div>
        </fieldset>
      )}
    </form>
  );
}
