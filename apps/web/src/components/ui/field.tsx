import { useId } from 'react';

type FieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email' | 'search';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
};

/** A labelled text input; the hint, when given, is tied to it for screen readers. */
export function Field({ label, name, value, onChange, type = 'text', autoComplete, required, hint }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={required}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}
