import type { COLLECTION_SORT_FIELDS, CollectionKind } from '@museum/contract';
import { ITEM_CONDITIONS } from '@museum/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { useConditionName, useMessages } from '../../../lib/locale';
import { useManufacturerOptions } from '../../add-edit';

/** The list's filters as the address keeps them (a maker by its id; empty: any). */
export type ListFilters = { q: string; kind: CollectionKind | ''; manufacturer: string; condition: string; sort: string };

/** The order each sort field reads in: newest first for times and ids, else ascending. */
export const sortOf = (field: (typeof COLLECTION_SORT_FIELDS)[number]) =>
  `${field},${field === 'id' || field === 'updatedAt' ? 'desc' : 'asc'}`;

// The orders offered are the catalogue's sort names, one per field the API sorts by (a missing one fails the type check there).
type Props = { filters: ListFilters; onChange: (filters: ListFilters) => void };

/** Words to search for, a kind and an order, as the API's list takes them. */
export function ListFilterBar({ filters, onChange }: Props) {
  const id = useId();
  const t = useMessages().collection;
  const conditionName = useConditionName();
  const makers = useManufacturerOptions();
  const [q, setQ] = useState(filters.q);
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() });
  }
  return (
    <form className="collection-filters" aria-label={t.search} onSubmit={submit}>
      <div className="field collection-filters__q">
        <label htmlFor={`${id}-q`} className="field__label">
          {t.search}
        </label>
        <div className="collection-filters__search">
          <input id={`${id}-q`} name="q" type="search" className="field__input" value={q} onChange={(e) => setQ(e.target.value)} />
          <button type="submit" className="button">
            {t.searchSubmit}
          </button>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-kind`} className="field__label">
          {t.kindLabel}
        </label>
        <select
          id={`${id}-kind`}
          className="field__input"
          value={filters.kind}
          onChange={(e) => onChange({ ...filters, kind: e.target.value as ListFilters['kind'] })}
        >
          <option value="">{t.allKinds}</option>
          <option value="product">{t.kinds.product}</option>
          <option value="detail">{t.kinds.detail}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-maker`} className="field__label">
          {t.makerLabel}
        </label>
        <select
          id={`${id}-maker`}
          className="field__input"
          value={filters.manufacturer}
          onChange={(e) => onChange({ ...filters, manufacturer: e.target.value })}
        >
          <option value="">{t.anyMaker}</option>
          {makers.map((maker) => (
            <option key={maker.id} value={String(maker.id)} lang={maker.lang}>
              {maker.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-condition`} className="field__label">
          {t.conditionLabel}
        </label>
        <select
          id={`${id}-condition`}
          className="field__input"
          value={filters.condition}
          onChange={(e) => onChange({ ...filters, condition: e.target.value })}
        >
          <option value="">{t.anyCondition}</option>
          {ITEM_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {conditionName(condition)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`} className="field__label">
          {t.sort}
        </label>
        <select
          id={`${id}-sort`}
          className="field__input"
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value })}
        >
          {(Object.keys(t.sorts) as (typeof COLLECTION_SORT_FIELDS)[number][]).map((field) => (
            <option key={field} value={sortOf(field)}>
              {t.sorts[field]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
