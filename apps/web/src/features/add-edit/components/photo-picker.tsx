import type { PhotoSearchItemDto } from '@museum/contract';
import { type FormEvent, useId, useState } from 'react';
import { NO_RIGHTS, PhotoRightsFields, type PhotoRightsValue } from '../../../components/photo-rights/photo-rights-fields';
import { SimilarPhotosNotice } from '../../../components/similar-photos';
import { useMessages } from '../../../lib/locale';
import { thumbnailSrc } from '../../../lib/photo-urls';
import { searchPhotos } from '../api/search-photos';
import type { PickedPhoto } from '../lib/payloads';
import './forms.css';
import { UploadList } from './upload-list';
import { usePhotoUploads } from './use-photo-uploads';

type PhotoPickerProps = {
  value: PickedPhoto[];
  /** Gets an update of the list, not a list: uploads finish at any time and must not overwrite each other. */
  onChange: (update: (photos: PickedPhoto[]) => PickedPhoto[]) => void;
  /** Edit pages may also attach photos already uploaded, found by text. */
  withSearch?: boolean;
  onBusyChange?: (busy: boolean) => void;
};

/**
 * Photos of an item: several files, one upload each with its progress, a reason for each
 * refused file; a count; a remove button on each thumbnail.
 */
export function PhotoPicker({ value, onChange, withSearch, onBusyChange }: PhotoPickerProps) {
  const messages = useMessages();
  const t = messages.uiControls.photos;
  const id = useId();
  const uploads = usePhotoUploads(onChange, onBusyChange);
  const [rights, setRights] = useState<PhotoRightsValue>(NO_RIGHTS);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PhotoSearchItemDto[] | null>(null);

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
      <fieldset className="photo-picker__rights">
        <legend className="field__hint">{messages.research.rights.uploadLegend}</legend>
        <PhotoRightsFields value={rights} onChange={setRights} />
      </fieldset>
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
          if (files.length) void uploads.start(files, { credit: rights.credit, licence: rights.licence || null });
        }}
      />
      <p className="photo-picker__count" aria-live="polite">
        {t.count(value.length)}
        {uploads.busy && ` · ${t.uploading}`}
      </p>
      <UploadList pending={uploads.pending} onDismiss={uploads.dismiss} />
      {value.length > 0 && (
        <ul className="photo-picker__list">
          {value.map((photo) => (
            <li key={photo.id} className="photo-picker__item">
              <img src={photo.thumbnailUrl ?? thumbnailSrc(photo.url)} alt={messages.numbered(photo.id)} loading="lazy" />
              <button
                type="button"
                className="photo-picker__remove"
                aria-label={t.remove(photo.id)}
                title={t.remove(photo.id)}
                onClick={() => onChange((photos) => photos.filter((p) => p.id !== photo.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.map((photo) => (
        <SimilarPhotosNotice key={photo.id} of={photo.id} similar={uploads.similar.get(photo.id) ?? []} />
      ))}
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
                    onClick={() =>
                      onChange((photos) =>
                        photos.some((p) => p.id === photo.id)
                          ? photos
                          : [...photos, { id: photo.id, url: photo.url, thumbnailUrl: photo.thumbnailUrl }],
                      )
                    }
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
