import type { PhotoLicence } from '@museum/contract';
import { PHOTO_CREDIT_MAX, PHOTO_LICENCES } from '@museum/contract/constants';
import { useId } from 'react';
import { useMessages } from '../../lib/locale';
import './photo-rights.css';

/** A photo's credit and licence as a form holds them: text, and a licence or '' for «unknown». */
export type PhotoRightsValue = { credit: string; licence: PhotoLicence | '' };

export const NO_RIGHTS: PhotoRightsValue = { credit: '', licence: '' };

/** The credit text field and the licence select, for uploads and for a moderator's edit. */
export function PhotoRightsFields({ value, onChange }: { value: PhotoRightsValue; onChange: (value: PhotoRightsValue) => void }) {
  const t = useMessages().research.rights;
  const names = t.names;
  const id = useId();
  return (
    <div className="photo-rights">
      <div className="field">
        <label htmlFor={`${id}-licence`} className="field__label">
          {t.licence}
        </label>
        <select
          id={`${id}-licence`}
          className="field__input"
          value={value.licence}
          onChange={(event) => onChange({ ...value, licence: event.target.value as PhotoRightsValue['licence'] })}
        >
          <option value="">{names.unknown}</option>
          {PHOTO_LICENCES.map((licence) => (
            <option key={licence} value={licence}>
              {names.labels[licence]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-credit`} className="field__label">
          {t.credit}
        </label>
        <input
          id={`${id}-credit`}
          className="field__input"
          type="text"
          maxLength={PHOTO_CREDIT_MAX}
          value={value.credit}
          aria-describedby={`${id}-credit-hint`}
          onChange={(event) => onChange({ ...value, credit: event.target.value })}
        />
        <small id={`${id}-credit-hint`} className="field__hint">
          {t.creditHint}
        </small>
      </div>
    </div>
  );
}
