import { nameIn, STAMP_KINDS, type StampKind, type StampListQueryInput } from '@museum/contract';
import { useSearchParams } from 'react-router';
import { shownName } from '../../../lib/item-english';
import { useLocale, useMessages } from '../../../lib/locale';
import { useDetailTypes } from '../../../lib/reference-lists/detail-types';
import { useManufacturers } from '../../../lib/reference-lists/manufacturers';

const FILTERS = ['kind', 'maker', 'yearFrom', 'yearTo', 'part', 'conflict'] as const;
type Filter = (typeof FILTERS)[number];

const isKind = (value: string | null): value is StampKind => STAMP_KINDS.includes(value as StampKind);
const id = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? value : undefined);
/** A year is sent once it has its four digits: «193» is a year being typed, not the year 193. */
const year = (value: string | null) => (value && /^\d{4}$/.test(value) ? value : undefined);

/**
 * The visual key's filters as the address holds them (`/stamps?kind=FACTORY&yearFrom=1920…`), so a
 * filtered key can be linked to; only well-formed values reach the API, a half-typed year waits.
 */
export function useStampKeyQuery(): {
  query: StampListQueryInput;
  value: (filter: Filter) => string;
  set: (filter: Filter, value: string) => void;
  clear: () => void;
} {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const query: StampListQueryInput = {
    kind: isKind(kind) ? kind : undefined,
    maker: id(params.get('maker')),
    yearFrom: year(params.get('yearFrom')),
    yearTo: year(params.get('yearTo')),
    part: id(params.get('part')),
    conflict: params.get('conflict') === 'true' ? 'true' : undefined,
  };
  const set = (filter: Filter, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(filter, value);
        else next.delete(filter);
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as StampListQueryInput;
  return { query: defined, value: (filter) => params.get(filter) ?? '', set, clear };
}

/** «Какое это клеймо?»: the kind, the maker, the years and the part a stamp is struck on, and only disagreements. */
export function StampKeyFilters({ filters }: { filters: ReturnType<typeof useStampKeyQuery> }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.stamps.key;
  const makers = useManufacturers().data ?? [];
  const types = useDetailTypes().data ?? [];
  const { value, set, clear } = filters;
  return (
    <form className="stamp-key" aria-label={t.title} onSubmit={(event) => event.preventDefault()}>
      <label className="field">
        <span className="field__label">{t.kind}</span>
        <select className="field__input" value={value('kind')} onChange={(e) => set('kind', e.target.value)}>
          <option value="">{t.any}</option>
          {STAMP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {messages.stamps.kindLabel(kind)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t.maker}</span>
        <select className="field__input" value={value('maker')} onChange={(e) => set('maker', e.target.value)}>
          <option value="">{t.any}</option>
          {makers.map((maker) => (
            <option key={maker.id} value={maker.id} lang={shownName(locale, maker).lang}>
              {nameIn(locale, maker)}
            </option>
          ))}
        </select>
      </label>
      <label className="field stamp-key__year">
        <span className="field__label">{t.yearFrom}</span>
        <input
          className="field__input"
          inputMode="numeric"
          maxLength={4}
          value={value('yearFrom')}
          onChange={(e) => set('yearFrom', e.target.value.trim())}
        />
      </label>
      <label className="field stamp-key__year">
        <span className="field__label">{t.yearTo}</span>
        <input
          className="field__input"
          inputMode="numeric"
          maxLength={4}
          value={value('yearTo')}
          onChange={(e) => set('yearTo', e.target.value.trim())}
        />
      </label>
      <label className="field">
        <span className="field__label">{t.part}</span>
        <select className="field__input" value={value('part')} onChange={(e) => set('part', e.target.value)}>
          <option value="">{t.any}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id} lang={shownName(locale, type).lang}>
              {nameIn(locale, type)}
            </option>
          ))}
        </select>
      </label>
      <label className="stamp-key__check">
        <input type="checkbox" checked={value('conflict') === 'true'} onChange={(e) => set('conflict', e.target.checked ? 'true' : '')} />
        {t.conflictOnly}
      </label>
      <button type="button" className="button" onClick={clear}>
        {t.reset}
      </button>
    </form>
  );
}
