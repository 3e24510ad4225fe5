import { nameIn } from '@museum/contract';
import { BELONGS_TO_VALUES, ITEM_CONDITIONS } from '@museum/contract/constants';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/field';
import { shownName } from '../../../lib/item-english';
import { useConditionName, useLocale, useMessages, usePurposeName } from '../../../lib/locale';
import { useDetailTypes } from '../../../lib/reference-lists/detail-types';
import { useManufacturers } from '../../../lib/reference-lists/manufacturers';
import { findType, fitFilters, typesFor } from '../lib/fit-filters';
import { type SearchFilters, yearFilterValid } from '../lib/search-state';
// The filters' styles come with them (the gallery shows them too).
import './search.css';

type Value = Omit<SearchFilters, 'stamps' | 'numbersMatch'>;

/**
 * Year, manufacturer, purpose, condition, type and subtype. Choosing a purpose narrows the types; the
 * subtype list appears only for a type with subtypes; what no longer fits is reset.
 */
export function FilterFields<V extends Value>({ value, onChange }: { value: V; onChange: (next: V) => void }) {
  const t = useMessages().search.filters;
  const locale = useLocale();
  const conditionName = useConditionName();
  const purposeName = usePurposeName();
  const id = useId();
  const makers = useManufacturers().data ?? [];
  const types = useDetailTypes().data ?? [];
  const offered = typesFor(types, value.belongsTo);
  const type = findType(offered, value.type);
  const set = (patch: Partial<Value>) => onChange(fitFilters({ ...value, ...patch }, types));
  const yearWrong = !yearFilterValid(value.year);
  const makerKnown =
    !value.manufacturer || makers.some((maker) => maker.name === value.manufacturer || String(maker.id) === value.manufacturer);

  return (
    <div className="filters__fields">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-year`}>
          {t.year}
        </label>
        <input
          id={`${id}-year`}
          className="field__input"
          inputMode="numeric"
          placeholder="1916"
          value={value.year}
          aria-invalid={yearWrong || undefined}
          aria-describedby={yearWrong ? `${id}-year-error` : undefined}
          onChange={(e) => set({ year: e.target.value })}
        />
        <FieldError id={`${id}-year`} error={yearWrong ? t.yearInvalid : undefined} />
      </div>
      <label className="field" htmlFor={`${id}-maker`}>
        <span className="field__label">{t.manufacturer}</span>
        <select
          id={`${id}-maker`}
          className="field__input"
          value={value.manufacturer}
          onChange={(e) => set({ manufacturer: e.target.value })}
        >
          <option value="">{t.any}</option>
          {!makerKnown && <option value={value.manufacturer}>{value.manufacturer}</option>}
          {makers.map((maker) => (
            <option key={maker.id} value={maker.name} lang={shownName(locale, maker).lang}>
              {nameIn(locale, maker)}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={`${id}-purpose`}>
        <span className="field__label">{t.belongsTo}</span>
        <select id={`${id}-purpose`} className="field__input" value={value.belongsTo} onChange={(e) => set({ belongsTo: e.target.value })}>
          <option value="">{t.any}</option>
          {BELONGS_TO_VALUES.map((purpose) => (
            <option key={purpose} value={purpose}>
              {purposeName(purpose)}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={`${id}-condition`}>
        <span className="field__label">{t.condition}</span>
        <select
          id={`${id}-condition`}
          className="field__input"
          value={value.condition}
          onChange={(e) => set({ condition: e.target.value })}
        >
          <option value="">{t.any}</option>
          {ITEM_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {conditionName(condition)}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={`${id}-type`}>
        <span className="field__label">{t.type}</span>
        <select
          id={`${id}-type`}
          className="field__input"
          value={type ? String(type.id) : value.type}
          onChange={(e) => set({ type: e.target.value, subtype: '' })}
        >
          <option value="">{t.any}</option>
          {!type && value.type && <option value={value.type}>{value.type}</option>}
          {offered.map((item) => (
            <option key={item.id} value={item.id}>
              {value.belongsTo ? item.name : `${item.name} (${purposeName(item.belongsTo)})`}
            </option>
          ))}
        </select>
      </label>
      {type && type.subtypes.length > 0 && (
        <label className="field" htmlFor={`${id}-subtype`}>
          <span className="field__label">{t.subtype}</span>
          <select
            id={`${id}-subtype`}
            className="field__input"
            value={type.subtypes.find((s) => s.name === value.subtype)?.id ?? value.subtype}
            onChange={(e) => set({ subtype: e.target.value })}
          >
            <option value="">{t.any}</option>
            {type.subtypes.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {sub.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
