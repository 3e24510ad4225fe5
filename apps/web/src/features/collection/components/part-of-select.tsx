import type { CollectionListItemDto, PartOfDto } from '@museum/contract';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/field';
import { useMessages } from '../../../lib/locale';

type Props = {
  value: PartOfDto | null;
  /** The owner's guns to choose from. */
  guns: readonly CollectionListItemDto[];
  error: string | undefined;
  onChange: (value: PartOfDto | null) => void;
};

const keyOf = (ref: { kind: string; id: number }) => `${ref.kind}:${ref.id}`;

/**
 * The gun a part belongs to: one of the owner's own guns or, kept as it came, the catalogue gun a
 * part taken from the catalogue belongs to. The number check compares the part with that gun.
 */
export function PartOfSelect({ value, guns, error, onChange }: Props) {
  const id = useId();
  const { collection: t, numbered } = useMessages();
  const own = guns.map((gun) => ({
    ref: { kind: 'collection', id: gun.id, name: gun.name } as const,
    label: [gun.name ?? t.noName, gun.number ? numbered(gun.number) : ''].filter(Boolean).join(' '),
  }));
  const choices =
    value && !own.some((choice) => keyOf(choice.ref) === keyOf(value))
      ? [
          {
            ref: value,
            label: value.kind === 'product' ? t.form.catalogueGun(value.name ?? `#${value.id}`) : (value.name ?? `#${value.id}`),
          },
          ...own,
        ]
      : own;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t.form.partOf}
      </label>
      <select
        id={id}
        name="partOf"
        className="field__input"
        value={value ? keyOf(value) : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(choices.find((choice) => keyOf(choice.ref) === event.target.value)?.ref ?? null)}
      >
        <option value="">{t.form.noPartOf}</option>
        {choices.map((choice) => (
          <option key={keyOf(choice.ref)} value={keyOf(choice.ref)}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
