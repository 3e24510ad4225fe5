import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Byline } from '../../../components/byline';
import { MarkedText } from '../../../components/ui/marked-text';
import { paths } from '../../../config/paths';
import { type Fields, itemFields, type Lookups, manufacturerFields } from '../../../lib/item-fields';
import { useMessages } from '../../../lib/locale';
import type { ChangeRequest } from '../api/change-requests';
import { parsePayload } from '../lib/describe-payload';
import { PhotoThumb } from './photo-thumb';
import { ProposedFields } from './proposed-fields';
import { ProposedNames } from './proposed-names';
import { RequestDiff } from './request-diff';
import { StampRequestCard } from './stamp-request-card';
import './moderation.css';

function photoIds(payload: Record<string, unknown>): number[] {
  return Array.isArray(payload.photos)
    ? payload.photos.map((p) => (p as { id?: unknown }).id).filter((id): id is number => typeof id === 'number')
    : [];
}

/** A proposal's fields as its approval stores them: an item's described fields, a manufacturer's own. */
function proposedFields(entityType: ChangeRequest['entityType'], payload: Record<string, unknown>, lookups: Lookups): Fields {
  return entityType === 'MANUFACTURER'
    ? manufacturerFields(payload)
    : itemFields(entityType === 'DETAIL' ? 'DETAIL' : 'PRODUCT', payload, lookups);
}

const ITEM_PATH = { PRODUCT: paths.product, DETAIL: paths.detail, MANUFACTURER: paths.manufacturer, STAMP: paths.stamp } as const;

/**
 * One change request: title, entity and action, the proposed facts, and (for UPDATE) the diff.
 * A proposed manufacturer (ADR 041) reads through the same fields: its name, description and site.
 */
export function RequestCard({ request, lookups, actions }: { request: ChangeRequest; lookups: Lookups; actions?: ReactNode }) {
  const messages = useMessages();
  const t = messages.moderation;
  if (request.action === 'COMMENT') return <CommentCard request={request} actions={actions} />;
  if (request.entityType === 'STAMP') return <StampRequestCard request={request} lookups={lookups} actions={actions} />;
  const payload = parsePayload(request.payloadJson);
  const href = request.entityId === null ? null : ITEM_PATH[request.entityType](request.entityId);
  const entityType = request.entityType === 'DETAIL' ? 'DETAIL' : 'PRODUCT';
  const fields = payload ? proposedFields(request.entityType, payload, lookups) : null;
  // Titled by its name, else its type's name (each marked in its language), else «untitled».
  const titleField = [fields?.name, fields?.type].find((field) => field?.label);
  const fieldLabel = (field: string) =>
    t.fields[field as keyof typeof t.fields] ??
    messages.research.history.fields[field as keyof typeof messages.research.history.fields] ??
    field;
  return (
    <article className="request" aria-labelledby={`request-${request.id}`}>
      <header className="request__head">
        <h2 id={`request-${request.id}`} className="request__title">
          {request.action === 'DELETE' && !payload?.name ? (
            t.requestNo(request.id)
          ) : titleField ? (
            <MarkedText as="span" value={titleField} />
          ) : (
            t.untitled
          )}
        </h2>
        <p className="request__meta">
          {t.entity[request.entityType]} · {t.action[request.action]}
          {request.entityId !== null && ` · ${t.itemNo(request.entityId)}`} · {t.status[request.status]}
          {' · '}
          <Byline label={t.by} name={request.createdBy?.username} />
        </p>
      </header>
      {!payload && request.action !== 'DELETE' && <p role="alert">{t.parseError}</p>}
      {payload && fields && (
        <>
          {photoIds(payload).length > 0 && (
            <div className="request__photos">
              {photoIds(payload).map((id) => (
                <PhotoThumb key={id} id={id} />
              ))}
            </div>
          )}
          <ProposedFields fields={fields} label={fieldLabel} shownElsewhere={['name', 'photos']} />
        </>
      )}
      <ProposedNames names={request.fromImport?.newNames} />
      {request.action === 'UPDATE' && request.entityId !== null && fields && request.entityType !== 'MANUFACTURER' && (
        <RequestDiff entityType={entityType} entityId={request.entityId} proposed={fields} lookups={lookups} />
      )}
      {request.reason && <p className="request__reason">{t.reason(request.reason)}</p>}
      <div className="request__actions">
        {href && request.status === 'APPROVED' && request.action !== 'DELETE' && <Link to={href}>{t.openItem}</Link>}
        {actions}
      </div>
    </article>
  );
}

/** A reported mistake («Сообщить об ошибке»): the note as written and a link to the item it is about. */
function CommentCard({ request, actions }: { request: ChangeRequest; actions?: ReactNode }) {
  const t = useMessages().moderation;
  const text = parsePayload(request.payloadJson)?.text;
  return (
    <article className="request request--comment" aria-labelledby={`request-${request.id}`}>
      <header className="request__head">
        <h2 id={`request-${request.id}`} className="request__title">
          {t.comment.title}
        </h2>
        <p className="request__meta">
          {t.entity[request.entityType]}
          {request.entityId !== null && ` · ${t.itemNo(request.entityId)}`} · {t.status[request.status]}
          {' · '}
          <Byline label={t.by} name={request.createdBy?.username} />
        </p>
      </header>
      {typeof text === 'string' ? <p className="request__comment">{text}</p> : <p role="alert">{t.parseError}</p>}
      {request.reason && <p className="request__reason">{t.reason(request.reason)}</p>}
      <div className="request__actions">
        {request.entityId !== null && <Link to={ITEM_PATH[request.entityType](request.entityId)}>{t.openItem}</Link>}
        {actions}
      </div>
    </article>
  );
}
