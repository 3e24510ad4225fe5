import { useId } from 'react';
import { useMessages } from '../../lib/locale';

type FieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email' | 'search' | 'url';
  required?: boolean;
  /**
   * Who checks `required`: the browser, which stops the submit and says why (the account
   * dialogs), or the form, which shows `error` under the field and marks the label with a star
   * (the add and edit forms, where the spec's 'Это поле обязательно' is wanted).
   */
  requiredCheck?: 'browser' | 'form';
  /** Shown under the input and announced (e.g. 'Это поле обязательно'). */
  error?: string;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric';
  pattern?: string;
  /** The language of the text entered, when it is not the page's: catalogue content on pages in another language. */
  lang?: string | undefined;
};

/** A labelled text input; its hint and error, when given, are tied to it for screen readers. */
export function Field({
  label,
  name,
  value,
  onChange,
  type = 'text',
  required,
  requiredCheck = 'form',
  error,
  hint,
  placeholder,
  autoComplete,
  inputMode,
  pattern,
  lang,
}: FieldProps) {
  const id = useId();
  const formChecks = requiredCheck === 'form';
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required && formChecks && <RequiredMark />}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        pattern={pattern}
        lang={lang}
        required={(required && !formChecks) || undefined}
        aria-required={(required && formChecks) || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error under it, announced; its id is the field's `${id}-error`, which the input names in aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <small id={`${id}-error`} className="field__error" role="alert">
      {error}
    </small>
  );
}

/** The red star after a required field's label (its meaning is read out by aria-required). */
export function RequiredMark() {
  const messages = useMessages();
  return (
    <span className="required-mark" title={messages.uiControls.requiredMark} aria-hidden="true">
      {' *'}
    </span>
  );
}
