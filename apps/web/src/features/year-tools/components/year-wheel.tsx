import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { rowAfterKey, rowAtScroll, WHEEL_ROW_PX, WHEEL_VISIBLE_ROWS } from '../lib/wheel';

export interface YearWheelProps {
  years: readonly number[];
  value: number;
  onChange: (year: number) => void;
  label: string;
  describedBy?: string;
}

/**
 * A scroll-snapping wheel of years, 56 px a row; the row in the middle is chosen.
 * It is a listbox: arrows, Page Up/Down, Home and End move the choice, a click picks a row.
 */
export function YearWheel({ years, value, onChange, label, describedBy }: YearWheelProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const first = useRef(true);
  const index = Math.max(years.indexOf(value), 0);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const top = index * WHEEL_ROW_PX;
    if (Math.abs(element.scrollTop - top) > 1) element.scrollTo?.({ top, behavior: first.current ? 'auto' : 'smooth' });
    first.current = false;
  }, [index]);

  useEffect(() => () => clearTimeout(settle.current), []);

  function handleScroll() {
    clearTimeout(settle.current);
    // Wait until the snap settles, so a scroll does not choose every year it passes.
    settle.current = setTimeout(() => {
      const element = list.current;
      if (!element) return;
      const year = years[rowAtScroll(element.scrollTop, years.length)];
      if (year !== undefined && year !== value) onChange(year);
    }, 120);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const row = rowAfterKey(event.key, index, years.length);
    if (row === null) return;
    event.preventDefault();
    const year = years[row];
    if (year !== undefined) onChange(year);
  }

  return (
    <div
      ref={list}
      className="yt-wheel"
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-describedby={describedBy}
      aria-activedescendant={`${id}-${value}`}
      style={{ height: WHEEL_ROW_PX * WHEEL_VISIBLE_ROWS, paddingBlock: WHEEL_ROW_PX * Math.floor(WHEEL_VISIBLE_ROWS / 2) }}
      onScroll={handleScroll}
      onKeyDown={handleKeyDown}
    >
      {years.map((year) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox owns the keys (aria-activedescendant), the click is for pointers
        <div
          key={year}
          tabIndex={-1}
          id={`${id}-${year}`}
          role="option"
          aria-selected={year === value}
          className="yt-wheel__row"
          style={{ height: WHEEL_ROW_PX }}
          onClick={() => onChange(year)}
        >
          {year}
        </div>
      ))}
    </div>
  );
}
