import type { PrivateFieldKey } from '@museum/contract';
import { useMessages } from '../../../lib/locale';
import { PRIVATE_FACT_KEYS } from './private-facts';

export type ChosenField = (typeof PRIVATE_FACT_KEYS)[number];

/** The private fields a dossier shows, as a share stores them: a sum brings its currency along. */
export function sharedFields(chosen: readonly ChosenField[]): PrivateFieldKey[] {
  const money = chosen.includes('price') || chosen.includes('insuredValue');
  return money ? [...chosen, 'currency'] : [...chosen];
}

/** The record's private fields the dossier shows and a share link carries: checkboxes, none ticked at first. */
export function PrivateChoice({ chosen, onChange }: { chosen: readonly ChosenField[]; onChange: (next: ChosenField[]) => void }) {
  const messages = useMessages();
  const t = messages.dossier.choice;
  const labels = messages.collection.form;
  return (
    <fieldset className="dossier__choice">
      <legend>{t.title}</legend>
      <p className="field__hint">{t.hint}</p>
      {PRIVATE_FACT_KEYS.map((key) => (
        <label key={key}>
          <input
            type="checkbox"
            checked={chosen.includes(key)}
            onChange={(event) =>
              onChange(
                event.target.checked ? PRIVATE_FACT_KEYS.filter((k) => k === key || chosen.includes(k)) : chosen.filter((k) => k !== key),
              )
            }
          />
          {labels[key]}
        </label>
      ))}
    </fieldset>
  );
}
