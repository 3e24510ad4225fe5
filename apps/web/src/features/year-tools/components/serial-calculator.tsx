import type { YearRange } from '@museum/contract/dating';
import { digitsOnly, lookupYear, parseSerial, unreadableSerial, type YearLookup } from '@museum/contract/dating';
import { type ReactNode, useId, useState } from 'react';
import { useMessages } from '../../../lib/locale';
import { YearResult } from './year-result';

export interface SerialCalculatorProps {
  title: string;
  label: string;
  ranges: readonly YearRange[];
  /** The caution shown under the result, and the numbers it applies to. */
  note?: { text: string; applies: (serial: number) => boolean };
  /** Replaces the result when the ranges are not there (loading, failed, empty). */
  status?: ReactNode;
  /** Told about every new result, e.g. to turn the year wheel. */
  onResult?: (result: YearLookup | null) => void;
  /** Shown under the result for the number typed (the catalogue's evidence). */
  evidence?: (serial: number | null) => ReactNode;
}

/** A serial number in, the year of issue out. The input keeps digits only as it is typed. */
export function SerialCalculator({ title, label, ranges, note, status, onResult, evidence }: SerialCalculatorProps) {
  const t = useMessages().yearTools.calculators;
  const id = useId();
  const [text, setText] = useState('');
  // What was typed last, letters and all: a number the tools cannot read is said so (ADR 078).
  const [typed, setTyped] = useState('');
  const unreadable = unreadableSerial(typed);
  const serial = unreadable ? null : parseSerial(text);
  const result = serial === null || status ? null : lookupYear(ranges, serial);

  function handleChange(value: string) {
    const digits = digitsOnly(value);
    setText(digits);
    setTyped(value);
    const next = digits === '' || status || unreadableSerial(value) ? null : lookupYear(ranges, Number(digits));
    onResult?.(next);
  }

  return (
    <section className="yt-card yt-calculator" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="yt-card__title">
        {title}
      </h3>
      <label htmlFor={`${id}-input`} className="yt-label">
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="yt-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.placeholder}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => handleChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="yt-hint">
        {t.hint}
      </p>
      <output className="yt-output" htmlFor={`${id}-input`} aria-live="polite">
        {status ?? (unreadable ? t.unreadable[unreadable] : result && <YearResult result={result} />)}
      </output>
      {note && serial !== null && !status && note.applies(serial) && (
        <p className="yt-note" role="note">
          {note.text}
        </p>
      )}
      {evidence && !status && evidence(serial)}
    </section>
  );
}
