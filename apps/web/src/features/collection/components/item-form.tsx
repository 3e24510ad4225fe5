import type { CollectionItemDto, CollectionKind } from '@museum/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { fieldError, saveFailureText } from '../../../lib/error-text';
import { useContentLang, useMessages } from '../../../lib/locale';
import { useDetailTypes } from '../../../lib/reference-lists/detail-types';
import { RecordedFields, useManufacturerOptions } from '../../add-edit';
import { useOwnGuns, useSaveCollectionItem } from '../api/items';
import { type ItemFormValues, itemPayload } from '../lib/item-form';
import { PartOfSelect } from './part-of-select';
import { PrivateFields } from './private-fields';

type Props = {
  /** The record being edited, or null for a new one. */
  id: number | null;
  initial: ItemFormValues;
  /** What the new record was made from («Из каталога: …»), shown above the fields. */
  from?: string | undefined;
  onSaved: (item: CollectionItemDto) => void;
  onCancel: () => void;
};

/**
 * A collector's record (ADR 084): what it is, its catalogue fields (the catalogue's labels and its
 * recorded fields' inputs), the gun a part belongs to, and the private fields. The server checks
 * it; each of its messages is shown under its field.
 */
export function ItemForm({ id, initial, from, onSaved, onCancel }: Props) {
  const messages = useMessages();
  const t = messages.collection;
  const labels = messages.addEdit.fields;
  const contentLang = useContentLang();
  const [values, setValues] = useState(initial);
  const save = useSaveCollectionItem();
  const manufacturers = useManufacturerOptions();
  const types = useDetailTypes().data ?? [];
  const part = values.kind === 'detail';
  const guns = useOwnGuns(part);
  const subtypes = types.find((type) => type.id === values.type?.id)?.subtypes ?? [];
  const error = save.error;
  const change = (patch: Partial<ItemFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from a row far down the list, the form above it is brought into view (one in view stays put).
  useEffect(() => {
    const form = formRef.current;
    if (form && form.getBoundingClientRect().top < 0) form.scrollIntoView?.({ block: 'start' });
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ id, body: itemPayload(values) }, { onSuccess: onSaved });
  }

  return (
    <form
      ref={formRef}
      className="form item-form collection-form"
      noValidate
      onSubmit={submit}
      aria-label={id ? t.form.editTitle : t.form.addTitle}
    >
      <h2>{id ? t.form.editTitle : t.form.addTitle}</h2>
      {from && <p className="field__hint">{from}</p>}
      <fieldset className="collection-form__kind">
        <legend className="field__label">{t.kindLabel}</legend>
        {(['product', 'detail'] as const satisfies readonly CollectionKind[]).map((kind) => (
          <label key={kind} className="collection-form__choice">
            <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => change({ kind })} />
            {t.kinds[kind]}
          </label>
        ))}
      </fieldset>
      <div className="form-grid">
        <Field
          label={labels.name}
          name="name"
          required={!part}
          lang={contentLang}
          value={values.name}
          error={fieldError(error, 'name')}
          onChange={(name) => change({ name })}
        />
        <Field
          label={labels.number}
          name="number"
          lang={contentLang}
          value={values.number}
          error={fieldError(error, 'number')}
          onChange={(number) => change({ number })}
        />
        <Field
          label={labels.year}
          name="year"
          inputMode="numeric"
          hint={labels.yearHint}
          value={values.year}
          error={fieldError(error, 'year')}
          onChange={(year) => change({ year })}
        />
        <SearchableSelect
          label={labels.manufacturer}
          options={manufacturers}
          value={values.manufacturer}
          error={fieldError(error, 'manufacturer')}
          onChange={(manufacturer) => change({ manufacturer })}
        />
        {part && (
          <>
            <SearchableSelect
              label={labels.type}
              required
              options={types.map(({ id: typeId, name }) => ({ id: typeId, name }))}
              value={values.type}
              error={fieldError(error, 'type')}
              onChange={(type) => change({ type, subtype: null })}
            />
            {subtypes.length > 0 && (
              <SearchableSelect
                label={labels.subtype}
                options={subtypes}
                value={values.subtype}
                onChange={(subtype) => change({ subtype })}
              />
            )}
            <PartOfSelect
              value={values.partOf}
              guns={(guns.data?.content ?? []).filter((gun) => gun.id !== id)}
              error={fieldError(error, 'partOf')}
              onChange={(partOf) => change({ partOf })}
            />
          </>
        )}
      </div>
      <RecordedFields values={values} onChange={change} />
      <PrivateFields values={values} onChange={change} error={error} />
      {save.isError && <Notice kind="error">{saveFailureText(t.form.saveFailed, error)}</Notice>}
      <div className="item-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t.form.saving : t.form.save}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t.form.cancel}
        </button>
      </div>
    </form>
  );
}
