import { type FormEvent, useId, useRef, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { useMessages } from '../../../lib/locale';

/** What the form writes: the name, the optional English name (ADR 082) and the description. */
export type NameDescription = { name: string; nameEn: string | null; description: string | null };

type Props = {
  legend: string;
  initial?: { name: string; nameEn?: string | null; description: string | null };
  busy: boolean;
  /** Settles when the server has answered; the fields are cleared only when it accepted. */
  onSubmit: (value: NameDescription) => Promise<unknown>;
  onCancel?: () => void;
};

/** Name (required), English name and description of a type, subtype or stamp. */
export function NameDescriptionForm({ legend, initial, busy, onSubmit, onCancel }: Props) {
  const messages = useMessages();
  const t = messages.types;
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [nameEn, setNameEn] = useState(initial?.nameEn ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<string>();
  // Set at once, unlike `busy`, which comes a render later: a double click sends one write.
  const sending = useRef(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (!name.trim()) {
      setError(messages.uiControls.required);
      return;
    }
    sending.current = true;
    // What was typed stays until the server has it: a refusal leaves it for another try.
    onSubmit({ name: name.trim(), nameEn: nameEn.trim() || null, description: description.trim() || null })
      .then(
        () => {
          if (initial) return;
          setName('');
          setNameEn('');
          setDescription('');
        },
        () => undefined,
      )
      .finally(() => {
        sending.current = false;
      });
  }

  return (
    <form className="ref-form" noValidate onSubmit={submit} aria-label={legend}>
      {!initial && <p className="ref-form__title">{legend}</p>}
      <Field
        label={t.name}
        name="name"
        required
        error={error}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
      />
      <Field label={t.nameEn} name="nameEn" value={nameEn} onChange={setNameEn} />
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t.description}
        </label>
        <textarea id={id} className="field__input" rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
      </div>
      <div className="ref-form__actions">
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          {busy ? t.saving : initial ? t.save : t.add}
        </button>
        {onCancel && (
          <button type="button" className="button button--small" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
