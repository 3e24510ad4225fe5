import { type FieldDescription, RECORDED_FIELDS, RECORDED_KEYS, type RecordedFieldKey } from '@museum/contract';
import { useId } from 'react';
import { useConditionName, useContentLang, useMessages } from '../../../lib/locale';
import './forms.css';

type Props = {
  values: Readonly<Record<RecordedFieldKey, string>>;
  onChange: (patch: Partial<Record<RecordedFieldKey, string>>) => void;
};

/**
 * What a collector records (condition, markings, provenance, where the number is struck): an input
 * for each recorded field, made from its description (ADR 052): a choice is a native select, one
 * line an input, several lines a textarea. One more recorded field appears here without an edit.
 * A choice is named in the page's language; the texts are content, marked in the language entered.
 */
export function RecordedFields({ values, onChange }: Props) {
  const id = useId();
  const conditionName = useConditionName();
  const contentLang = useContentLang();
  const { fields: t, recordedHints } = useMessages().addEdit;
  const hints: Partial<Record<RecordedFieldKey, string>> = recordedHints;
  return (
    <div className="recorded-fields">
      {RECORDED_KEYS.map((key) => {
        const field: FieldDescription = RECORDED_FIELDS[key];
        const inputId = `${id}-${key}`;
        const hint = hints[key];
        return (
          <div key={key} className={field.kind === 'choice' ? 'field recorded-fields__choice' : 'field'}>
            <label htmlFor={inputId} className="field__label">
              {t[key]}
            </label>
            {field.kind === 'choice' ? (
              <select
                id={inputId}
                name={key}
                className="field__input"
                value={values[key]}
                onChange={(e) => onChange({ [key]: e.target.value })}
              >
                <option value="">{t.noChoice}</option>
                {field.choices?.map((choice) => (
                  <option key={choice} value={choice}>
                    {conditionName(choice)}
                  </option>
                ))}
              </select>
            ) : field.kind === 'text' ? (
              <input
                id={inputId}
                name={key}
                type="text"
                className="field__input"
                lang={contentLang}
                maxLength={field.max}
                value={values[key]}
                aria-describedby={hint ? `${inputId}-hint` : undefined}
                onChange={(e) => onChange({ [key]: e.target.value })}
              />
            ) : (
              <textarea
                id={inputId}
                name={key}
                className="field__input"
                rows={3}
                lang={contentLang}
                maxLength={field.max}
                value={values[key]}
                aria-describedby={hint ? `${inputId}-hint` : undefined}
                onChange={(e) => onChange({ [key]: e.target.value })}
              />
            )}
            {hint && (
              <small id={`${inputId}-hint`} className="field__hint">
                {hint}
              </small>
            )}
          </div>
        );
      })}
    </div>
  );
}
