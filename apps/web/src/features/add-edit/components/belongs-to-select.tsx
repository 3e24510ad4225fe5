import { BELONGS_TO_VALUES } from '@museum/contract/constants';
import { useId } from 'react';
import { FieldError, RequiredMark } from '../../../components/ui/field';
import { useMessages } from '../../../lib/locale';

/** The purpose (максим, станок, другое, ЗИП): four fixed values, so a native select. */
export function BelongsToSelect({
  value,
  onChange,
  required,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
}) {
  const messages = useMessages();
  const t = messages.addEdit.fields;
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t.belongsTo}
        {required && <RequiredMark />}
      </label>
      <select
        id={id}
        name="belongsTo"
        className="field__input"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t.noBelongsTo}</option>
        {BELONGS_TO_VALUES.map((belongsTo) => (
          <option key={belongsTo} value={belongsTo}>
            {messages.addEdit.belongsTo[belongsTo]}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
