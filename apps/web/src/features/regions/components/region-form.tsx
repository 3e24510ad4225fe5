import type { PhotoDto, RegionDto } from '@museum/contract';
import { REGION_NOTE_MAX, REGION_TARGET_KINDS } from '@museum/contract/constants';
import { type FormEvent, useState } from 'react';
import { formErrorText } from '../../../lib/error-text';
import { useContentLang, useMessages } from '../../../lib/locale';
import { useStamps } from '../../../lib/reference-lists/stamps';
import { toastSuccess } from '../../../lib/toast-store';
import { useCreateRegion, useUpdateRegion } from '../api/regions';
import { placeProblem, type RegionDraft } from './region-draft';
import { useDetailChoices } from './region-targets';

type Props = {
  photo: PhotoDto;
  draft: RegionDraft;
  onChange: (draft: RegionDraft) => void;
  onDone: (region: RegionDto) => void;
  onCancel: () => void;
};

const RECT_FIELDS = ['x', 'y', 'width', 'height'] as const;

/**
 * The region's form beside the photo: its place (drawn on the photo or typed), what it shows
 * (the photo's linked items and every stamp offered, any record by id), a note. A moderator's
 * region is published at once; a plain user's goes to the moderators.
 */
export function RegionForm({ photo, draft, onChange, onDone, onCancel }: Props) {
  const messages = useMessages();
  const t = messages.regions;
  const f = t.form;
  const lang = useContentLang();
  const stamps = useStamps();
  const create = useCreateRegion(photo.id);
  const update = useUpdateRegion();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  const details = useDetailChoices(photo, draft.kind === 'detail');
  const choices: readonly { id: number; title: string }[] =
    draft.kind === 'product'
      ? photo.products.map((p) => ({ id: p.id, title: p.name || messages.numbered(p.id) }))
      : draft.kind === 'detail'
        ? details
        : (stamps.data ?? []).map((s) => ({ id: s.id, title: s.name }));
  const chosen = choices.some((choice) => choice.id === draft.targetId) ? String(draft.targetId) : '';
  const placeWrong = draft.rect && placeProblem(draft.rect, photo);

  // The number as typed (whole pixels), never moved into the photo: a wrong place is said, not changed.
  const setRect = (field: (typeof RECT_FIELDS)[number], value: string) => {
    const rect = draft.rect ?? { x: 0, y: 0, width: 0, height: 0 };
    onChange({ ...draft, rect: { ...rect, [field]: Math.round(Number(value) || 0) } });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (placeWrong) return setProblem(null);
    if (!draft.rect || draft.rect.width <= 0 || draft.rect.height <= 0) return setProblem(f.noPlace);
    if (!draft.targetId) return setProblem(f.noTarget);
    setProblem(null);
    const body = { ...draft.rect, target: { kind: draft.kind, id: draft.targetId }, note: draft.note.trim() || null };
    try {
      const region = draft.id ? await update.mutateAsync({ id: draft.id, body }) : await create.mutateAsync(body);
      toastSuccess(region.status === 'PUBLISHED' ? f.saved : f.proposed);
      onDone(region);
    } catch (error) {
      setProblem(formErrorText(error, f.saveError));
    }
  }

  return (
    <form className="region-form item-card" onSubmit={save} aria-labelledby="region-form-title">
      <h3 id="region-form-title">{draft.id ? f.editTitle : f.title}</h3>
      <p className="item-muted">{t.drawHint}</p>
      <fieldset className="region-form__place">
        <legend>{f.place}</legend>
        {RECT_FIELDS.map((field) => (
          <label key={field} className="field">
            <span className="field__label">{f[field]}</span>
            <input
              className="field__input"
              type="number"
              inputMode="numeric"
              value={draft.rect ? draft.rect[field] : ''}
              aria-invalid={placeWrong ? true : undefined}
              aria-describedby={placeWrong ? 'region-place-problem' : undefined}
              onChange={(event) => setRect(field, event.target.value)}
            />
          </label>
        ))}
        {placeWrong && (
          <p id="region-place-problem" role="alert" className="notice notice--error region-form__place-problem">
            {placeWrong === 'negative' ? f.negative : f.outside(photo.width, photo.height)}
          </p>
        )}
      </fieldset>
      <fieldset className="region-form__kind">
        <legend>{f.kind}</legend>
        {REGION_TARGET_KINDS.map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="region-kind"
              value={kind}
              checked={draft.kind === kind}
              onChange={() => onChange({ ...draft, kind, targetId: null })}
            />
            {t.kinds[kind]}
          </label>
        ))}
      </fieldset>
      <label className="field region-form__field">
        <span className="field__label">{f.target}</span>
        <select
          className="field__input"
          value={chosen}
          onChange={(event) => onChange({ ...draft, targetId: Number(event.target.value) || null })}
          lang={lang}
        >
          <option value="">{f.choose}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.title}
            </option>
          ))}
        </select>
      </label>
      <label className="field region-form__field region-form__id">
        <span className="field__label">{f.otherId}</span>
        <input
          className="field__input"
          type="number"
          inputMode="numeric"
          min={1}
          value={draft.targetId ?? ''}
          onChange={(event) => onChange({ ...draft, targetId: Number(event.target.value) || null })}
        />
      </label>
      <label className="field region-form__field">
        <span className="field__label">{f.note}</span>
        <textarea
          className="field__input"
          rows={2}
          maxLength={REGION_NOTE_MAX}
          value={draft.note}
          onChange={(event) => onChange({ ...draft, note: event.target.value })}
        />
      </label>
      {problem && (
        <p role="alert" className="notice notice--error">
          {problem}
        </p>
      )}
      <div className="item-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {f.save}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
