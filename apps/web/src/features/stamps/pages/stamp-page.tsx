import { nameIn, type StampWriteInput } from '@museum/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageState } from '../../../components/ui/page-state';
import { useRichTextReady } from '../../../components/ui/safe-html';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { problemDetail } from '../../../lib/error-text';
import { shownName } from '../../../lib/item-english';
import { useLocale, useMessages } from '../../../lib/locale';
import { forgetDeleted, queryKeys, refreshCatalogue } from '../../../lib/query-keys';
import { routeId } from '../../../lib/route-id';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { CiteAndShare } from '../../citation';
import { HistorySection } from '../../history';
import { OnPhotos } from '../../regions';
import { ReportMistake } from '../../reports';
import { useStamp } from '../api/get-stamp';
import { deleteStamp, proposeStampChange, updateStamp } from '../api/stamp-writes';
import { StampForm } from '../components/stamp-form';
import { StampItems } from '../components/stamp-items';
import { StampView } from '../components/stamp-view';
import '../../../components/ui/item-page.css';
import '../components/stamps.css';

/** `/stamps/{id}`: what a stamp means, its images, where it was seen and the items bearing it; moderators edit it, users propose. */
export function StampPage() {
  const t = useMessages().stamps;
  const id = routeId(useParams().id);
  const query = useStamp(id);
  const { user } = useAuth();
  const moderator = user?.roles.some((role) => role === 'ROLE_MODERATOR' || role === 'ROLE_ADMIN') ?? false;
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const textReady = useRichTextReady(query.data?.description);

  const locale = useLocale();
  // Its English name on English pages where it has one, as the server's title (ADR 082).
  usePageTitle(query.data && nameIn(locale, query.data));
  if (!query.data || !textReady)
    return <PageState title={t.pageTitle} error={query.isError ? t.stampError : null} cause={query.error} missing={id === 0} />;
  const stamp = query.data;

  async function save(body: StampWriteInput) {
    setBusy(true);
    try {
      if (moderator) {
        queryClient.setQueryData(queryKeys.stamps.item(id), await updateStamp(id, body));
        await refreshCatalogue(queryClient);
        toastSuccess(t.saved);
      } else {
        await proposeStampChange(id, body);
        toastSuccess(t.proposed);
      }
      setEditing(false);
    } catch (error) {
      console.error(error);
      const detail = problemDetail(error);
      toastError(detail ? `${t.saveError}: ${detail}` : t.saveError);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm(t.confirmDelete)) return;
    setBusy(true);
    try {
      await deleteStamp(id);
      await forgetDeleted(queryClient, queryKeys.stamps.item(id));
      toastSuccess(t.deleted);
      navigate(paths.stamps);
    } catch (error) {
      console.error(error);
      toastError(error instanceof ApiError && error.status === 409 ? t.inUse : t.deleteError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="item-page">
      <div className="item-head">
        <h1 lang={shownName(locale, stamp).lang}>{nameIn(locale, stamp)}</h1>
        {user && !editing && (
          <div className="item-actions">
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {moderator ? t.edit : t.propose}
            </button>
            {moderator && (
              <button type="button" className="button button--danger" onClick={remove} disabled={busy}>
                {t.delete}
              </button>
            )}
          </div>
        )}
      </div>
      <div className="item-tools">
        <CiteAndShare item={{ kind: 'stamp', id: stamp.id, title: nameIn(locale, stamp) }} />
        <ReportMistake entityType="STAMP" entityId={stamp.id} />
      </div>
      {editing ? (
        <StampForm stamp={stamp} busy={busy} proposal={!moderator} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <StampView stamp={stamp} />
      )}
      <OnPhotos kind="stamp" id={stamp.id} />
      <StampItems stampId={stamp.id} />
      <HistorySection entity="stamps" id={stamp.id} />
    </article>
  );
}
