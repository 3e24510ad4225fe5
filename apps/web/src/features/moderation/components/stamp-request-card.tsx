import { STAMP_KIND_LABELS, STAMP_KINDS, type StampKind, stampYearsText } from '@museum/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FieldDiffTable } from '../../../components/ui/field-diff-table';
import { paths } from '../../../config/paths';
import type { Lookups } from '../../../lib/item-fields';
import { useLocale, useMessages } from '../../../lib/locale';
import type { ChangeRequest } from '../api/change-requests';
import { useCurrentStamp } from '../api/current-item';
import { cutDescription, parsePayload } from '../lib/describe-payload';
import { changedStampFields, type StampFields, stampFields } from '../lib/stamp-fields';
import { PhotoThumb } from './photo-thumb';

const isKind = (value: unknown): value is StampKind => STAMP_KINDS.includes(value as StampKind);
const yearOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * A proposed stamp or a proposed change of one (issue 33): its name, kind, maker, years, photos
 * and meaning as they will be applied; a change links to the stamp as it is now.
 */
export function StampRequestCard({ request, lookups, actions }: { request: ChangeRequest; lookups: Lookups; actions?: ReactNode }) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.moderation;
  const s = messages.stamps;
  const payload = parsePayload(request.payloadJson);
  const maker = payload?.manufacturer as { id: number } | null | undefined;
  const makerName = maker ? (lookups.manufacturers.get(maker.id) ?? `#${maker.id}`) : null;
  const photos = Array.isArray(payload?.photos) ? (payload.photos as { id: number }[]).map((p) => p.id) : [];
  const facts: [string, ReactNode][] = payload
    ? [
        [s.facts.kind, isKind(payload.kind) ? STAMP_KIND_LABELS[locale][payload.kind] : null],
        [s.facts.manufacturer, makerName],
        [s.facts.years, stampYearsText(locale, yearOf(payload.yearFrom), yearOf(payload.yearTo))],
      ]
    : [];
  return (
    <article className="request" aria-labelledby={`request-${request.id}`}>
      <header className="request__head">
        <h2 id={`request-${request.id}`} className="request__title">
          {typeof payload?.name === 'string' ? payload.name : t.untitled}
        </h2>
        <p className="request__meta">
          {t.entity.STAMP} · {t.action[request.action]}
          {request.entityId !== null && ` · ${t.itemNo(request.entityId)}`} · {t.status[request.status]}
          {request.createdBy && ` · ${t.by(request.createdBy.username)}`}
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
      <dl className="request__facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {typeof payload?.description === 'string' && <p className="request__description">{cutDescription(payload.description)}</p>}
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
  const s = messages.stamps;
  const current = useCurrentStamp(stampId);
  if (current.isPending) return <p>{messages.loading}</p>;
  if (!current.data) return <p className="field__hint">{t.diffUnavailable}</p>;
  const stamp = current.data;
  const now = stampFields({ ...stamp, photos: stamp.images.map(({ photo }) => ({ id: photo.id })) }, lookups, locale);
  const rows = changedStampFields(now, proposed);
  if (rows.length === 0) return <p className="field__hint">{t.diffNone}</p>;
  const labels: StampFields = {
    name: s.form.name,
    kind: s.form.kind,
    manufacturer: s.form.manufacturer,
    years: s.facts.years,
    photos: s.images,
    description: s.form.description,
  };
  return (
    <FieldDiffTable
      rows={rows}
      caption={t.diffTitle}
      columns={[t.diffField, t.diffCurrent, t.diffProposed]}
      label={(field) => labels[field as keyof StampFields]}
    />
  );
}
