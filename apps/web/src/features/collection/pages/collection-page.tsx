import type { CollectionItemDto, CollectionKind } from '@museum/contract';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { Pager } from '../../../components/ui/pager';
import { useMessages } from '../../../lib/locale';
import { onDemand } from '../../../lib/on-demand';
import { toastSuccess } from '../../../lib/toast-store';
import { SignInRequired } from '../../auth';
import { type CollectionListParams, useCollectionItems } from '../api/items';
import { CollectionDownload } from '../components/collection-download';
import { FormPanel } from '../components/form-panel';
import { ItemRow } from '../components/item-list';
import { ListFilterBar, type ListFilters } from '../components/list-filters';
import { WantedList } from '../components/wanted-list';
import { formTarget } from '../lib/form-target';
import '../components/collection.css';

const DEFAULT_SORT = 'id,desc';

/**
 * «Загрузить из таблицы» with its check and plan: a chunk of its own, fetched as the page draws, so the list's first
 * load does not carry it (the page stays within issue 34's ceiling).
 */
const collectionImport = onDemand(() => import('../components/collection-import').then((module) => module.CollectionImport));

/** The list's filters, page and opened record as the address keeps them. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filters: ListFilters = {
    q: params.get('q') ?? '',
    kind: kind === 'product' || kind === 'detail' ? (kind satisfies CollectionKind) : '',
    manufacturer: params.get('manufacturer') ?? '',
    condition: params.get('condition') ?? '',
    sort: params.get('sort') ?? DEFAULT_SORT,
  };
  const page = Math.max(0, Number(params.get('page')) || 0);
  const opened = Number(params.get('item')) || null;
  /** Sets some parameters of the address (an empty value removes one), replacing the entry. */
  const update = (patch: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '' || value === 0) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { params, filters, page, opened, update };
}

function Collection() {
  const t = useMessages().collection;
  const state = useListState();
  const { filters, page, opened, update } = state;
  const target = formTarget(state.params);
  const list = useCollectionItems({
    q: filters.q || undefined,
    kind: filters.kind || undefined,
    manufacturer: Number(filters.manufacturer) || undefined,
    condition: (filters.condition || undefined) as CollectionListParams['condition'],
    sort: filters.sort,
    page,
  });
  const items = list.data?.content ?? [];
  const filtered = filters.q !== '' || filters.kind !== '' || filters.manufacturer !== '' || filters.condition !== '';

  function handleSaved(item: CollectionItemDto) {
    toastSuccess(t.form.saved);
    update({ add: null, edit: null, item: item.id });
  }

  return (
    <div className="collection">
      <h1>{t.title}</h1>
      <p className="field__hint">{t.privateNote}</p>
      {target ? (
        <FormPanel target={target} onSaved={handleSaved} onCancel={() => update({ add: null, edit: null })} />
      ) : (
        <button type="button" className="button button--primary" onClick={() => update({ add: 'new' })}>
          {t.add}
        </button>
      )}
      <ListFilterBar key={filters.q} filters={filters} onChange={(next) => update({ ...next, page: null, item: null })} />
      {list.isError && <Notice kind="error">{t.loadFailed}</Notice>}
      {list.isSuccess && items.length === 0 && <p>{filtered ? t.nothingFound : t.empty}</p>}
      {items.length > 0 && (
        <ul className="collection-list" aria-label={t.title}>
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              open={opened === item.id}
              onToggle={() => update({ item: opened === item.id ? null : item.id })}
              onEdit={() => update({ edit: item.id, add: null })}
            />
          ))}
        </ul>
      )}
      {list.data && list.data.totalPages > 1 && (
        <Pager page={page} totalPages={list.data.totalPages} onChange={(next) => update({ page: next, item: null })} />
      )}
      <CollectionDownload />
      <Suspense fallback={null}>
        <collectionImport.Component />
      </Suspense>
      <WantedList />
    </div>
  );
}

/** /collection: the signed-in collector's own records and the numbers they seek (issue 54, ADR 084); private to them. */
export function CollectionPage() {
  const t = useMessages().collection;
  return (
    <SignInRequired title={t.title} prompt={t.signInPrompt}>
      <Collection />
    </SignInRequired>
  );
}
