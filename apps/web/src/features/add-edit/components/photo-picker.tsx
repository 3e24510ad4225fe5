import type { PhotoSearchItemDto } from '@museum/contract';
import { type FormEvent, useId, useState } from 'react';
import { thumbnailSrc } from '../../../lib/photo-urls';
import { toastError } from '../../../lib/toast-store';
import { type UploadedPhoto, uploadPhoto } from '../../../lib/upload-photo';
import { ru } from '../../../messages/ru';
import { searchPhotos } from '../api/search-photos';
import type { PickedPhoto } from '../lib/payloads';
import './forms.css';

const t = ru.uiControls.photos;

type PhotoPickerProps = {
  value: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** Edit pages may also attach photos already uploaded, found by text. */
  withSearch?: boolean;
  onBusyChange?: (busy: boolean) => void;
};

/** Photos of an item: several files, one upload each; a count; a remove button on each thumbnail. */
export function PhotoPicker({ value, onChange, withSearch, onBusyChange }: PhotoPickerProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PhotoSearchItemDto[] | null>(null);

  async function upload(files: File[]) {
    setBusy(true);
    onBusyChange?.(true);
    let current = value;
    for (const file of files) {
      try {
        const photo: UploadedPhoto = await uploadPhoto(file);
        current = [...current, { id: photo.id, url: photo.url, thumbnailUrl: photo.thumbnailUrl }];
        onChange(current);
      } catch (error) {
        // The spec only logs an upload failure; a toast tells which file did not go.
        console.error(error);
        toastError(`${t.uploadFailed}: ${file.name}`);
      }
    }
    setBusy(false);
    onBusyChange?.(false);
  }

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    try {
      setFound(await searchPhotos(query.trim()));
    } catch (error) {
      console.error(error);
      setFound([]);
    }
  }

  const attached = new Set(value.map((photo) => photo.id));
  return (
    <fieldset className="photo-picker">
      <legend className="field__label">{t.label}</legend>
      <label className="button photo-picker__choose" htmlFor={id}>
        {t.choose}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) void upload(files);
        }}
      />
      <p className="photo-picker__count" aria-live="polite">
        {busy ? t.uploading : t.count(value.length)}
      </p>
      {value.length > 0 && (
        <ul className="photo-picker__list">
          {value.map((photo) => (
            <li key={photo.id} className="photo-picker__item">
              <img src={photo.thumbnailUrl ?? thumbnailSrc(photo.url)} alt={`№${photo.id}`} loading="lazy" />
              <button
                type="button"
                className="photo-picker__remove"
                aria-label={t.remove(photo.id)}
                title={t.remove(photo.id)}
                onClick={() => onChange(value.filter((p) => p.id !== photo.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {withSearch && (
        <div className="photo-picker__search">
          <div className="photo-picker__search-row">
            <label className="visually-hidden" htmlFor={`${id}-q`}>
              {t.searchLabel}
            </label>
            <input
              id={`${id}-q`}
              className="field__input"
              type="search"
              placeholder={t.searchLabel}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void search(event);
              }}
            />
            <button type="button" className="button" onClick={(event) => void search(event)}>
              {t.searchButton}
            </button>
          </div>
          {found?.length === 0 && <p className="field__hint">{t.searchEmpty}</p>}
          {found && found.length > 0 && (
            <ul className="photo-picker__list">
              {found.map((photo) => (
                <li key={photo.id} className="photo-picker__item">
                  <img src={photo.thumbnailUrl} alt={photo.name} loading="lazy" />
                  <button
                    type="button"
                    className="photo-picker__attach"
                    disabled={attached.has(photo.id)}
                    aria-label={t.attach(photo.id)}
                    title={t.attach(photo.id)}
                    onClick={() => onChange([...value, { id: photo.id, url: photo.url, thumbnailUrl: photo.thumbnailUrl }])}
                  >
                    +
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
