import { useId } from 'react';
import { useMessages } from '../../../lib/locale';

/** «Только изделия с совпадающими номерами» (ADR 063): a product-only filter, so it says that details are left out. */
export function NumbersMatchField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useMessages().matchingNumbers;
  const hint = useId();
  return (
    <div className="filters__check">
      <label>
        <input type="checkbox" checked={checked} aria-describedby={hint} onChange={(event) => onChange(event.target.checked)} />
        {t.filter}
      </label>
      <small id={hint} className="field__hint">
        {t.filterHint}
      </small>
    </div>
  );
}
