import { nameIn } from '@museum/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NamedText } from '../../../components/ui/named-text';
import { PageState } from '../../../components/ui/page-state';
import { SafeHtml, useRichTextReady } from '../../../components/ui/safe-html';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { problemDetail } from '../../../lib/error-text';
import { hostOf } from '../../../lib/host-of';
import { shownName } from '../../../lib/item-english';
import { useContentLang, useLocale, useMessages } from '../../../lib/locale';
import { forgetDeleted, queryKeys, refreshCatalogue } from '../../../lib/query-keys';
import { routeId } from '../../../lib/route-id';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { useAuth } from '../../auth';
import { CiteAndShare } from '../../citation';
import { HistorySection } from '../../history';
import { ReportMistake } from '../../reports';
import { searchLink } from '../../search';
import { deleteManufacturer } from '../api/delete-manufacturer';
import { useManufacturer } from '../api/get-manufacturer';
import { type ManufacturerInput, updateManufacturer } from '../api/update-manufacturer';
import { ManufacturerForm } from '../components/manufacturer-form';
import '../../../components/ui/item-page.css';
import '../components/manufacturers.css';
import { usePageTitle } from '../../../lib/use-page-title';

export function ManufacturerPage() {
  const messages = useMessages();
  const t = messages.items.makers;
  const contentLang = useContentLang();
  const id = routeId(useParams().id);
  const query = useManufacturer(id);
  const { user } = useAuth();
  const isAdmin = user?.roles.includes('ROLE_ADMIN') ?? false;
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const textReady = useRichTextReady(query.data?.description);

  const locale = useLocale();
  // Its English name on English pages where it has one, as the server's title (ADR 082).
  usePageTitle(query.data && nameIn(locale, query.data));
  if (!query.data || !textReady)
    return (
      <PageState
        title={messages.items.pageTitles.manufacturer}
        error={query.isError ? t.error : null}
        cause={query.error}
        missing={id === 0}
      />
    );
  const maker = query.data;

  async function save(input: ManufacturerInput) {
    setBusy(true);
    try {
      const saved = await updateManufacturer(maker, input);
      queryClient.setQueryData(queryKeys.manufacturers.item(id), saved);
      // Items and searches show the maker's name too.
      await refreshCatalogue(queryClient);
      setEditing(false);
      toastSuccess(t.saved);
    } catch (error) {
      console.error(error);
      const detail = problemDetail(error);
      toastError(detail ? `${t.saveError}: ${detail}` : error instanceof ApiError ? t.saveRefused : t.saveOffline);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm(t.confirmDelete)) return;
    setBusy(true);
    try {
      await deleteManufacturer(id);
      await forgetDeleted(queryClient, queryKeys.manufacturers.item(id));
      toastSuccess(t.deleted);
      navigate(paths.manufacturers);
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
        <h1 lang={shownName(locale, maker).lang}>{nameIn(locale, maker)}</h1>
        {isAdmin && !editing && (
          <div className="item-actions">
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {t.edit}
            </button>
            <button type="button" className="button button--danger" onClick={remove} disabled={busy}>
              {t.delete}
            </button>
          </div>
        )}
      </div>
      <div className="item-tools">
        <CiteAndShare item={{ kind: 'manufacturer', id: maker.id, title: nameIn(locale, maker) }} />
        <ReportMistake entityType="MANUFACTURER" entityId={maker.id} />
      </div>
      {editing ? (
        <ManufacturerForm maker={maker} busy={busy} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <div className="item-card">
          {(maker.country || maker.period) && (
            <p className="item-muted" lang={contentLang}>
              {[maker.country, maker.period].filter(Boolean).join(', ')}
            </p>
          )}
          <SafeHtml html={maker.description} />
          {maker.url && (
            <p>
              {t.site}:{' '}
              {/^https?:\/\//i.test(maker.url) ? (
                // An address's host is a name, no language's words.
                <a href={maker.url} target="_blank" rel="noopener noreferrer nofollow" translate="no">
                  {hostOf(maker.url)}
                </a>
              ) : (
                <span translate="no">{maker.url}</span>
              )}
            </p>
          )}
          <p>
            <Link to={searchLink({ manufacturer: maker.name })}>
              <NamedText text={t.searchAll(maker.name)} name={maker.name} />
            </Link>
          </p>
        </div>
      )}
      <HistorySection entity="manufacturers" id={maker.id} />
    </article>
  );
}
