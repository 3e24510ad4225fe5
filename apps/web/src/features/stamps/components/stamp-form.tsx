import { nameIn, STAMP_KINDS, type StampKind, type StampWriteInput } from '@museum/contract';
import { type FormEvent, useState } from 'react';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { shownName } from '../../../lib/item-english';
import { useLocale, useMessages } from '../../../lib/locale';
import { useManufacturers } from '../../../lib/reference-lists/manufacturers';
import { PhotoPicker, type PickedPhoto } from '../../add-edit';
import type { Stamp } from '../api/get-stamp';

type Draft = {
  name: string;
  nameEn: string;
  kind: StampKind;
  description: string;
  manufacturer: string;
  yearFrom: string;
  yearTo: string;
  photos: PickedPhoto[];
};

const EMPTY: Draft = { name: '', nameEn: '', kind: 'OTHER', description: '', manufacturer: '', yearFrom: '', yearTo: '', photos: [] };

/** The form's fields from the stamp as it is, or empty for a new one. */
const draftOf = (stamp: Stamp | null): Draft =>
  stamp === null
    ? EMPTY
    : {
        name: stamp.name,
        nameEn: stamp.nameEn ?? '',
        kind: stamp.kind,
        description: stamp.description ?? '',
        manufacturer: stamp.manufacturer ? String(stamp.manufacturer.id) : '',
        yearFrom: stamp.yearFrom === null ? '' : String(stamp.yearFrom),
        yearTo: stamp.yearTo === null ? '' : String(stamp.yearTo),
        photos: stamp.images.map(({ photo }) => ({ id: photo.id, url: photo.url, thumbnailUrl: photo.thumbnailUrl })),
      };

/** The body the contract's StampWrite reads; years as typed (the server says what is wrong with them). */
const bodyOf = (draft: Draft): StampWriteInput => ({
  name: draft.name.trim(),
  nameEn: draft.nameEn.trim() || null,
  kind: draft.kind,
  description: draft.description.trim() || null,
  manufacturer: draft.manufacturer ? { id: Number(draft.manufacturer) } : null,
  yearFrom: draft.yearFrom.trim() || null,
  yearTo: draft.yearTo.trim() || null,
  photos: draft.photos.map((photo) => ({ id: photo.id })),
});

type Props = {
  /** The stamp changed, or null for a new one. */
  stamp: Stamp | null;
  busy: boolean;
  /** A plain user's save is a proposal: the button says so. */
  proposal: boolean;
  onSave: (body: StampWriteInput) => void;
  onCancel: () => void;
};

/** A stamp's form: name, kind, meaning (rich text), maker, years of use and its photos in order. */
export function StampForm({ stamp, busy, proposal, onSave, onCancel }: Props) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.stamps.form;
  const [draft, setDraft] = useState<Draft>(() => draftOf(stamp));
  const [photosBusy, setPhotosBusy] = useState(false);
  const makers = useManufacturers();
  const yearsWrong =
    /^\d{4}$/.test(draft.yearFrom.trim()) && /^\d{4}$/.test(draft.yearTo.trim()) && Number(draft.yearFrom) > Number(draft.yearTo);

  /** Sets one field from its current value; other fields' updates in between are kept. */
  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((d) => ({ ...d, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!yearsWrong) onSave(bodyOf(draft));
  }

  return (
    <form className="form item-card stamp-form" aria-label={t.label} onSubmit={submit}>
      <label className="field">
        <span className="field__label">{t.name}</span>
        <input className="field__input" required maxLength={300} value={draft.name} onChange={(e) => change('name', e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">{messages.types.nameEn}</span>
        <input className="field__input" maxLength={300} value={draft.nameEn} onChange={(e) => change('nameEn', e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">{t.kind}</span>
        <select className="field__input" value={draft.kind} onChange={(e) => change('kind', e.target.value as StampKind)}>
          {STAMP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {messages.stamps.kindLabel(kind)}
            </option>
          ))}
        </select>
      </label>
      <RichTextEditor
        label={t.description}
        value={draft.description}
        onChange={(description) => setDraft((d) => ({ ...d, description }))}
      />
      <label className="field">
        <span className="field__label">{t.manufacturer}</span>
        <select className="field__input" value={draft.manufacturer} onChange={(e) => change('manufacturer', e.target.value)}>
          <option value="">{t.noManufacturer}</option>
          {(makers.data ?? []).map((maker) => (
            <option key={maker.id} value={maker.id} lang={shownName(locale, maker).lang}>
              {nameIn(locale, maker)}
            </option>
          ))}
          {stamp?.manufacturer && !makers.data && <option value={stamp.manufacturer.id}>{stamp.manufacturer.name}</option>}
        </select>
      </label>
      <div className="stamp-form__years">
        <label className="field">
          <span className="field__label">{t.yearFrom}</span>
          <input
            className="field__input"
            inputMode="numeric"
            maxLength={4}
            value={draft.yearFrom}
            onChange={(e) => change('yearFrom', e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t.yearTo}</span>
          <input
            className="field__input"
            inputMode="numeric"
            maxLength={4}
            value={draft.yearTo}
            aria-invalid={yearsWrong || undefined}
            onChange={(e) => change('yearTo', e.target.value)}
          />
        </label>
      </div>
      {yearsWrong && (
        <p role="alert" className="field__error">
          {t.yearsOrder}
        </p>
      )}
      <PhotoPicker
        value={draft.photos}
        onChange={(update) => setDraft((d) => ({ ...d, photos: update(d.photos) }))}
        withSearch
        onBusyChange={setPhotosBusy}
      />
      <div className="item-actions">
        <button type="submit" className="button button--primary" disabled={busy || photosBusy || yearsWrong}>
          {proposal ? t.submitProposal : t.save}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
