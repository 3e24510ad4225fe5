import { useState } from 'react';
import { useMessages } from '../../../lib/locale';
import type { Manufacturer } from '../api/get-manufacturer';
import type { ManufacturerInput } from '../api/update-manufacturer';

type Props = { maker: Manufacturer; busy: boolean; onSave: (input: ManufacturerInput) => void; onCancel: () => void };

/** Name, English name, description (HTML) and site address; cancel drops the draft and shows the saved values. */
export function ManufacturerForm({ maker, busy, onSave, onCancel }: Props) {
  const messages = useMessages();
  const t = messages.items.makers;
  const [draft, setDraft] = useState<ManufacturerInput>({
    name: maker.name,
    nameEn: maker.nameEn ?? '',
    description: maker.description ?? '',
    url: maker.url ?? '',
  });
  return (
    <form
      className="form item-card maker-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <label className="field">
        <span className="field__label">{t.name}</span>
        <input
          className="field__input"
          required
          maxLength={200}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
      </label>
      <label className="field">
        <span className="field__label">{messages.items.nameEn}</span>
        <input
          className="field__input"
          maxLength={300}
          value={draft.nameEn}
          onChange={(e) => setDraft({ ...draft, nameEn: e.target.value })}
        />
      </label>
      <label className="field">
        <span className="field__label">{t.description}</span>
        <textarea
          className="field__input"
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
      </label>
      <label className="field">
        <span className="field__label">{t.url}</span>
        <input className="field__input" type="url" value={draft.url} onChange={(e) => setDraft({ ...draft, url: e.target.value })} />
      </label>
      <div className="item-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t.save}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
