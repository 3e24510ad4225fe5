import type { CollectionKind } from '@museum/contract';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { fieldError, saveFailureText } from '../../../lib/error-text';
import { useContentLang, useMessages } from '../../../lib/locale';
import { useAddWanted, useRemoveWanted, useWanted } from '../api/wanted';
import { FoundItems } from './found-items';

/** «Ищу»: the numbers the collector seeks (a part or a gun, its number, a note), added and removed here. */
export function WantedList() {
  const id = useId();
  const messages = useMessages();
  const t = messages.collection;
  const contentLang = useContentLang();
  const list = useWanted();
  const add = useAddWanted();
  const remove = useRemoveWanted();
  const [kind, setKind] = useState<CollectionKind>('detail');
  const [number, setNumber] = useState('');
  const [note, setNote] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { kind, number, note: note.trim() || null },
      {
        onSuccess: () => {
          setNumber('');
          setNote('');
        },
      },
    );
  }

  const entries = list.data ?? [];
  return (
    <section className="collection-wanted" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.wanted.title}</h2>
      <p className="field__hint">{t.wanted.hint}</p>
      {list.isError && <Notice kind="error">{t.wanted.loadFailed}</Notice>}
      {list.isSuccess && entries.length === 0 && <p>{t.wanted.empty}</p>}
      {entries.length > 0 && (
        <ul className="collection-wanted__list">
          {entries.map((entry) => (
            <li key={entry.id} className="collection-wanted__entry">
              <span className={`collection-row__kind collection-row__kind--${entry.kind}`}>{t.kinds[entry.kind]}</span>
              <span className="collection-row__number" lang={contentLang}>
                {messages.numbered(entry.number)}
              </span>
              {entry.note && (
                <span className="item-muted" lang={contentLang}>
                  {entry.note}
                </span>
              )}
              <button
                type="button"
                className="button button--small"
                aria-label={t.wanted.removeLabel(messages.numbered(entry.number))}
                disabled={remove.isPending}
                onClick={() => remove.mutate(entry.id)}
              >
                {t.wanted.remove}
              </button>
              <FoundItems entry={entry} />
            </li>
          ))}
        </ul>
      )}
      {remove.isError && <Notice kind="error">{saveFailureText(t.wanted.removeFailed, remove.error)}</Notice>}
      <form className="form collection-wanted__form" noValidate onSubmit={submit} aria-label={t.wanted.title}>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-kind`} className="field__label">
              {t.wanted.kind}
            </label>
            <select
              id={`${id}-kind`}
              name="kind"
              className="field__input"
              value={kind}
              onChange={(e) => setKind(e.target.value as CollectionKind)}
            >
              <option value="detail">{t.kinds.detail}</option>
              <option value="product">{t.kinds.product}</option>
            </select>
          </div>
          <Field
            label={t.wanted.number}
            name="number"
            required
            lang={contentLang}
            value={number}
            error={fieldError(add.error, 'number')}
            onChange={setNumber}
          />
          <Field
            label={t.wanted.note}
            name="note"
            lang={contentLang}
            value={note}
            error={fieldError(add.error, 'note')}
            onChange={setNote}
          />
        </div>
        {add.isError && !fieldError(add.error, 'number') && !fieldError(add.error, 'note') && (
          <Notice kind="error">{saveFailureText(t.wanted.addFailed, add.error)}</Notice>
        )}
        <div className="item-form__actions">
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            {add.isPending ? t.wanted.adding : t.wanted.add}
          </button>
        </div>
      </form>
    </section>
  );
}
