import { useMessages } from '../../../lib/locale';
import type { PendingUpload } from './use-photo-uploads';

/** Files on their way, each with its progress, or the reason it was refused (dismissable). */
export function UploadList({ pending, onDismiss }: { pending: PendingUpload[]; onDismiss: (key: number) => void }) {
  const t = useMessages().uiControls.photos;
  if (pending.length === 0) return null;
  return (
    <ul className="photo-picker__uploads">
      {pending.map((upload) => (
        <li key={upload.key} className="photo-picker__upload">
          <span className="photo-picker__upload-name">{upload.name}</span>
          {upload.error === undefined ? (
            <progress max={1} value={upload.progress} aria-label={t.uploadProgress(upload.name)}>
              {`${Math.round(upload.progress * 100)} %`}
            </progress>
          ) : (
            <>
              <span className="field__error" role="alert">
                {upload.error}
              </span>
              <button
                type="button"
                className="photo-picker__dismiss"
                aria-label={t.dismiss(upload.name)}
                title={t.dismiss(upload.name)}
                onClick={() => onDismiss(upload.key)}
              >
                ×
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
