import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Byline } from '../../../components/byline';
import { FieldDiffTable } from '../../../components/ui/field-diff-table';
import { paths } from '../../../config/paths';
import type { Lookups } from '../../../lib/item-fields';
import { useLocale, useMessages } from '../../../lib/locale';
import type { ChangeRequest } from '../api/change-requests';
import { useCurrentStamp } from '../api/current-item';
import { parsePayload } from '../lib/describe-payload';
import { changedStampFields, type StampFields, type StampLabels, stampFields } from '../lib/stamp-fields';
import { PhotoThumb } from './photo-thumb';
import { ProposedFields } from './proposed-fields';

/** The names of a stamp's fields in the queue: the form's words. */
function useStampLabels(): StampLabels {
  const s = useMessages().stamps;
  return {
    name: s.form.name,
    kind: s.form.kind,
    manufacturer: s.form.manufacturer,
    years: s.facts.years,
    photos: s.images,
    description: s.form.description,
  };
}

/**
 * A proposed stamp or a proposed change of one (issue 33): its name, kind, maker, years, photos
 * and meaning as they will be applied; a change links to the stamp as it is now.
 */
export function StampRequestCard({ request, lookups, actions }: { request: ChangeRequest; lookups: Lookups; actions?: ReactNode }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.moderation;
  const payload = parsePayload(request.payloadJson);
  const labels = useStampLabels();
  const photos = Array.isArray(payload?.photos) ? (payload.photos as { id: number }[]).map((p) => p.id) : [];
  const fields = payload ? stampFields(payload, lookups, locale) : null;
  return (
    <article className="request" aria-labelledby={`request-${request.id}`}>
      <header className="request__head">
        <h2 id={`request-${request.id}`} className="request__title">
          {fields?.name.label ? <span lang={fields.name.lang}>{fields.name.label}</span> : t.untitled}
        </h2>
        <p className="request__meta">
          {t.entity.STAMP} · {t.action[request.action]}
          {request.entityId !== null && ` · ${t.itemNo(request.entityId)}`} · {t.status[request.status]}
          {' · '}
          <Byline label={t.by} name={request.createdBy?.username} />
        </p>
      </header>
      {!payload && <p role="alert">{t.parseError}</p>}
      {photos.length > 0 && (
        <div className="request__photos">
          {photos.map((id) => (
            <PhotoThumb key={id} id={id} />
          ))}
        </div>
      )}
      {fields && (
        <ProposedFields fields={fields} label={(field) => labels[field as keyof StampLabels]} shownElsewhere={['name', 'photos']} />
      )}
      {request.action === 'UPDATE' && request.entityId !== null && payload && (
        <StampDiff stampId={request.entityId} proposed={stampFields(payload, lookups, locale)} lookups={lookups} />
      )}
      {request.reason && <p className="request__reason">{t.reason(request.reason)}</p>}
      <div className="request__actions">
        {request.entityId !== null && <Link to={paths.stamp(request.entityId)}>{t.openItem}</Link>}
        {actions}
      </div>
    </article>
  );
}

/** For a proposed change: each field it changes, as the stamp is now and as it would be (like items' RequestDiff). */
function StampDiff({ stampId, proposed, lookups }: { stampId: number; proposed: StampFields; lookups: Lookups }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.moderation;
  const current = useCurrentStamp(stampId);
  const labels = useStampLabels();
  if (current.isPending) return <p>{messages.loading}</p>;
  if (!current.data) return <p className="field__hint">{t.diffUnavailable}</p>;
  const stamp = current.data;
  const now = stampFields({ ...stamp, photos: stamp.images.map(({ photo }) => ({ id: photo.id })) }, lookups, locale);
  const rows = changedStampFields(now, proposed);
  if (rows.length === 0) return <p className="field__hint">{t.diffNone}</p>;
  return (
    <FieldDiffTable
      rows={rows}
      caption={t.diffTitle}
      columns={[t.diffField, t.diffCurrent, t.diffProposed]}
      label={(field) => labels[field as keyof StampLabels]}
    />
  );
}
