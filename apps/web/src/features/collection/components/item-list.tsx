import type { CollectionListItemDto } from '@museum/contract';
import { Notice } from '../../../components/ui/notice';
import { saveFailureText } from '../../../lib/error-text';
import { cardTitle } from '../../../lib/item-english';
import { useContentLang, useLocale, useMessages } from '../../../lib/locale';
import { toastSuccess } from '../../../lib/toast-store';
import { useCollectionItem, useRemoveCollectionItem } from '../api/items';
import { ItemDetails } from './item-details';
import { ProposeToCatalogue } from './propose-to-catalogue';

type RowProps = {
  item: CollectionListItemDto;
  open: boolean;
  onToggle: () => void;
  onEdit: () => void;
};

/** One record of the list: what it is, its name, number and year; opened, its details; its edit and delete. */
export function ItemRow({ item, open, onToggle, onEdit }: RowProps) {
  const messages = useMessages();
  const t = messages.collection;
  const contentLang = useContentLang();
  const locale = useLocale();
  const remove = useRemoveCollectionItem();
  // A part is called by its type and name, as the catalogue's cards call it («Замок», «Замок — с пулемёта»).
  const title = cardTitle(locale, item, t.noName);
  const name = title.text;
  const detailsId = `collection-item-${item.id}`;

  function handleRemove() {
    if (!window.confirm(t.confirmRemove(name))) return;
    remove.mutate(item.id, { onSuccess: () => toastSuccess(t.removed) });
  }

  return (
    <li className="collection-row">
      <div className="collection-row__head">
        <span className={`collection-row__kind collection-row__kind--${item.kind}`}>{t.kinds[item.kind]}</span>
        <span className="collection-row__name" lang={title.lang}>
          {name}
        </span>
        {item.number && (
          <span className="collection-row__number" lang={contentLang}>
            {messages.numbered(item.number)}
          </span>
        )}
        {item.year !== null && <span className="collection-row__year">{item.year}</span>}
        {item.partOf?.name && (
          <span className="collection-row__part-of item-muted">
            {t.item.partOf}: <span lang={contentLang}>{item.partOf.name}</span>
          </span>
        )}
      </div>
      <div className="collection-row__actions">
        <button type="button" className="button button--small" aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
          {open ? t.less : t.more}
        </button>
        <button type="button" className="button button--small" onClick={onEdit}>
          {t.edit}
        </button>
        <button type="button" className="button button--small button--danger" disabled={remove.isPending} onClick={handleRemove}>
          {remove.isPending ? t.removing : t.remove}
        </button>
      </div>
      {remove.isError && <Notice kind="error">{saveFailureText(t.removeFailed, remove.error)}</Notice>}
      {open && (
        <div id={detailsId}>
          <OpenedItem id={item.id} />
        </div>
      )}
    </li>
  );
}

/** The opened record, read whole: its dating and number check come with it. */
function OpenedItem({ id }: { id: number }) {
  const messages = useMessages();
  const query = useCollectionItem(id);
  if (query.isError) return <Notice kind="error">{messages.collection.item.loadFailed}</Notice>;
  if (!query.data) return <p>{messages.loading}</p>;
  return (
    <>
      <ItemDetails item={query.data} />
      <ProposeToCatalogue id={id} />
    </>
  );
}
