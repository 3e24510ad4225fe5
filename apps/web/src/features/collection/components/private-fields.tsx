import type { PrivateKey } from '@museum/contract';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/field';
import { fieldError } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import type { ItemFormValues } from '../lib/item-form';

type Props = { values: ItemFormValues; onChange: (patch: Partial<ItemFormValues>) => void; error: unknown };

/** How each private field is typed: a date, a sum, three letters, a line or several. */
const INPUTS: Record<PrivateKey, { type: 'text' | 'date' | 'number' | 'textarea'; max?: number }> = {
  acquiredFrom: { type: 'text', max: 500 },
  acquiredOn: { type: 'date' },
  price: { type: 'number' },
  currency: { type: 'text', max: 3 },
  insuredValue: { type: 'number' },
  keptAt: { type: 'text', max: 500 },
  notes: { type: 'textarea', max: 5000 },
};

/** «Только для вас»: where and when it came from, what it cost, where it is kept, notes; never shown to anyone else. */
export function PrivateFields({ values, onChange, error }: Props) {
  const id = useId();
  const t = useMessages().collection.form;
  return (
    <fieldset className="collection-form__private">
      <legend>{t.privateTitle}</legend>
      <p className="field__hint">{t.privateHint}</p>
      <div className="form-grid">
        {(Object.keys(INPUTS) as PrivateKey[]).map((key) => {
          const input = INPUTS[key];
          const inputId = `${id}-${key}`;
          const message = fieldError(error, key);
          const common = {
            id: inputId,
            name: key,
            className: 'field__input',
            value: values[key],
            'aria-invalid': message ? true : undefined,
            'aria-describedby': message ? `${inputId}-error` : undefined,
          };
          return (
            <div key={key} className={input.type === 'textarea' ? 'field form-grid__wide' : 'field'}>
              <label htmlFor={inputId} className="field__label">
                {t[key]}
              </label>
              {input.type === 'textarea' ? (
                <textarea {...common} rows={3} maxLength={input.max} onChange={(e) => onChange({ [key]: e.target.value })} />
              ) : (
                <input
                  {...common}
                  type={input.type}
                  maxLength={input.max}
                  min={input.type === 'number' ? 0 : undefined}
                  step={input.type === 'number' ? '0.01' : undefined}
                  inputMode={input.type === 'number' ? 'decimal' : undefined}
                  onChange={(e) => onChange({ [key]: e.target.value })}
                />
              )}
              <FieldError id={inputId} error={message} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
