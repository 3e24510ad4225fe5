import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useMessages } from '../../lib/locale';
import { exactOption, filterOptions, isAndroid, OVERLAY_ROW_PX, overlayListHeight, type SelectOption } from './select-logic';
import './searchable-select.css';

export type { SelectOption } from './select-logic';

type Common = {
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
  /** Shown under the control (e.g. 'Это поле обязательно'). */
  error?: string;
  hint?: string;
  /** Called with the typed text, for lists looked up on the server. */
  onSearch?: (text: string) => void;
  name?: string;
};
type Single = Common & { multiple?: false; value: SelectOption | null; onChange: (value: SelectOption | null) => void };
type Multiple = Common & { multiple: true; value: SelectOption[]; onChange: (value: SelectOption[]) => void };
export type SearchableSelectProps = Single | Multiple;

/**
 * A combobox with a filtered listbox: a dropdown on desktop, a full-screen overlay on Android.
 * Single mode holds one option or none; multiple mode (stamps) holds a list shown as chips.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const t = useMessages().uiControls.select;
  const locale = useLocale();
  const { label, options, placeholder = t.placeholder, required, error, hint, onSearch } = props;
  const id = useId();
  const listId = `${id}-list`;
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // Null while the visitor is not typing: the input then shows the chosen label.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const overlay = open && isAndroid();
  const single = props.multiple ? null : props.value;
  // A chosen value is shown as its option is (the page's name for it, marked), where the options hold it.
  const chosen = props.multiple ? props.value.map((value) => options.find((option) => option.id === value.id) ?? value) : [];
  const text = query ?? single?.name ?? '';
  const visible = useMemo(() => filterOptions(options, query ?? '', locale), [options, query, locale]);

  useEffect(() => {
    if (!overlay) return;
    // The page behind the overlay must not scroll.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [overlay]);

  const isChosen = (option: SelectOption) => (props.multiple ? chosen.some((c) => c.id === option.id) : single?.id === option.id);

  function choose(option: SelectOption) {
    if (props.multiple) {
      props.onChange(isChosen(option) ? chosen.filter((c) => c.id !== option.id) : [...chosen, option]);
      setQuery('');
      return;
    }
    props.onChange(option);
    setQuery(null);
    setOpen(false);
  }

  function type(value: string) {
    setQuery(value);
    setOpen(true);
    setActive(0);
    onSearch?.(value);
    // Emptying the input of a single select sets it to none.
    if (!props.multiple && value.trim() === '') props.onChange(null);
  }

  function clear() {
    if (props.multiple) props.onChange([]);
    else props.onChange(null);
    setQuery(null);
    onSearch?.('');
    input.current?.focus();
  }

  /**
   * Leaving the control: typed text that names an option exactly chooses it (nobody should have to
   * pick from a list what they typed in full); text that matches nothing is discarded with the value.
   */
  function leave() {
    setOpen(false);
    setQuery(null);
    if (query === null || query.trim() === '') return;
    const named = exactOption(options, query, locale);
    if (props.multiple) {
      if (named && !isChosen(named)) props.onChange([...chosen, named]);
    } else if (named) {
      if (named.id !== single?.id) props.onChange(named);
    } else if (visible.length === 0) props.onChange(null);
  }

  /**
   * The keys of the ARIA combobox pattern. The list opens on a click, on typing, on ArrowDown or
   * ArrowUp, on Enter and on Space (Space types a space only once it is open), never on focus alone:
   * tabbing through a form must not unfold every list it passes.
   */
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      setOpen(true);
      setActive(0);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => Math.min(i + 1, visible.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = visible[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      leave();
    }
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const listStyle = overlay ? { maxHeight: overlayListHeight() } : undefined;
  const rowStyle = overlay ? { minHeight: OVERLAY_ROW_PX } : undefined;

  const control = (
    <div className="select__control">
      <input
        ref={input}
        id={id}
        name={props.name}
        className="field__input select__input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-activedescendant={open && visible[active] ? `${id}-opt-${visible[active].id}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => type(event.target.value)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {(single || chosen.length > 0 || (query ?? '') !== '') && (
        <button
          type="button"
          className="select__clear"
          title={t.clear}
          aria-label={t.clear}
          onMouseDown={(e) => e.preventDefault()}
          onClick={clear}
        >
          ×
        </button>
      )}
    </div>
  );

  const list = open && (
    <div
      id={listId}
      role="listbox"
      aria-label={label}
      aria-multiselectable={props.multiple || undefined}
      className="select__list"
      style={listStyle}
    >
      {visible.length === 0 ? (
        <div className="select__empty">{t.empty}</div>
      ) : (
        visible.map((option, index) => (
          // Options are reached with aria-activedescendant from the combobox, which handles the keys.
          // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps focus (ARIA combobox pattern).
          // biome-ignore lint/a11y/useKeyWithClickEvents: arrow keys and Enter are handled on the combobox.
          <div
            key={option.id}
            id={`${id}-opt-${option.id}`}
            role="option"
            aria-selected={isChosen(option)}
            className={`select__option${index === active ? ' select__option--active' : ''}`}
            style={rowStyle}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(option)}
          >
            <span lang={option.lang}>{option.name}</span>
          </div>
        ))
      )}
    </div>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout of the whole control, to discard unmatched text.
    <div
      ref={wrapper}
      className="field select"
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) leave();
      }}
    >
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {props.multiple && chosen.length > 0 && (
        <ul className="select__chips" aria-label={t.chosen}>
          {chosen.map((option) => (
            <li key={option.id} className="select__chip">
              <span lang={option.lang}>{option.name}</span>
              <button
                type="button"
                aria-label={t.remove(option.name)}
                onClick={() => props.onChange(chosen.filter((c) => c.id !== option.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* One container in both modes, so the focused input is never remounted when the overlay opens. */}
      <div
        className={overlay ? 'select__overlay' : 'select__anchor'}
        {...(overlay ? { role: 'dialog', 'aria-modal': true, 'aria-label': label } : {})}
      >
        {overlay && (
          <div className="select__overlay-head">
            <span className="select__overlay-title">{label}</span>
            <button type="button" className="button button--small" onClick={leave}>
              {t.close}
            </button>
          </div>
        )}
        {control}
        {list}
      </div>
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="field__error">
          {error}
        </small>
      )}
    </div>
  );
}
