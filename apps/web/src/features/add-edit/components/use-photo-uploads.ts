import type { PhotoRightsWrite, PhotoUploadLimitsDto, SimilarPhotoDto } from '@museum/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatSize } from '../../../lib/format-size';
import { useMessages } from '../../../lib/locale';
import { uploadPhoto } from '../../../lib/upload-photo';
import type { Messages } from '../../../messages/catalogue';
import { useUploadLimits } from '../api/get-upload-limits';
import type { PickedPhoto } from '../lib/payloads';

type PhotoTexts = Messages['uiControls']['photos'];

/** One chosen file on its way: its share sent (0 to 1), or why it was refused. */
export type PendingUpload = { key: number; name: string; progress: number; error?: string };

/** Why a file can't be sent, known before sending it; undefined when it may go. */
function refusal(file: File, limits: PhotoUploadLimitsDto | undefined, t: PhotoTexts): string | undefined {
  if (!limits) return undefined;
  // An empty type (some systems don't know it) is left for the server, which reads the content.
  if (file.type && !(limits.contentTypes as readonly string[]).includes(file.type)) return t.notImage;
  if (file.size > limits.maxBytes) return t.tooLarge(formatSize(file.size), formatSize(limits.maxBytes));
  return undefined;
}

/** The server's refusal in words: too large with the limit, not an image, else its own detail. */
function failure(error: unknown, file: File, limits: PhotoUploadLimitsDto | undefined, t: PhotoTexts): string {
  if (error instanceof ApiError && error.status === 413 && error.code === 'PAYLOAD_TOO_LARGE' && limits) {
    return t.tooLarge(formatSize(file.size), formatSize(limits.maxBytes));
  }
  if (error instanceof ApiError && error.status === 415) return t.notImage;
  if (error instanceof ApiError && error.detail) return error.detail;
  return t.uploadFailed;
}

/**
 * Uploads chosen files one request each, with per-file progress. Every finished photo is added
 * with a functional update, so files chosen while others are still uploading are all kept.
 */
export function usePhotoUploads(add: (update: (photos: PickedPhoto[]) => PickedPhoto[]) => void, onBusyChange?: (busy: boolean) => void) {
  const t = useMessages().uiControls.photos;
  const limits = useUploadLimits().data;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // What the archive already holds like each photo uploaded here (ADR 080), by the new photo's id.
  const [similar, setSimilar] = useState<ReadonlyMap<number, readonly SimilarPhotoDto[]>>(new Map());
  const nextKey = useRef(1);
  const busy = pending.some((upload) => upload.error === undefined);

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const patch = (key: number, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  const drop = (key: number) => setPending((list) => list.filter((upload) => upload.key !== key));

  /** Sends the chosen files, each with the credit and licence chosen for them. */
  async function start(files: File[], rights: PhotoRightsWrite = {}) {
    const batch = files.map((file) => ({ file, key: nextKey.current++, error: refusal(file, limits, t) }));
    setPending((list) => [...list, ...batch.map(({ file, key, error }) => ({ key, name: file.name, progress: 0, error }))]);
    // One after another within a choice, so photos join the list in the order chosen.
    for (const { file, key, error } of batch) {
      if (error) continue;
      try {
        const photo = await uploadPhoto(file, (progress) => patch(key, { progress }), rights);
        add((photos) =>
          photos.some((p) => p.id === photo.id) ? photos : [...photos, { id: photo.id, url: photo.url, thumbnailUrl: photo.thumbnailUrl }],
        );
        const seen = photo.similar ?? [];
        if (seen.length > 0) setSimilar((known) => new Map(known).set(photo.id, seen));
        drop(key);
      } catch (caught) {
        console.error(caught);
        patch(key, { error: failure(caught, file, limits, t) });
      }
    }
  }

  return { pending, busy, start, dismiss: drop, similar };
}
