import { useId } from 'react';
import { ru } from '../../messages/ru';

type InputFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Shown under the input and announced (e.g. 'Это поле обязательно'). */
  error?: string;
  hint?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  pattern?: string;
  type?: 'text' | 'url';
};

/** A labelled text input with a required mark, a hint and an error line. */
export function InputField({
  label,
  name,
  value,
  onChange,
  required,
  error,
  hint,
  placeholder,
  inputMode,
  pattern,
  type = 'text',
}: InputFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        type={type}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        pattern={pattern}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** The red star after a required field's label (its meaning is read out by aria-required). */
export function RequiredMark() {
  return (
    <span className="required-mark" title={ru.uiControls.requiredMark} aria-hidden="true">
      {' *'}
    </span>
  );
}
