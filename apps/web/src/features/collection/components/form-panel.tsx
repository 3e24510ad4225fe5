import type { CollectionItemDto } from '@museum/contract';
import { Notice } from '../../../components/ui/notice';
import { type ItemKind, useItem } from '../../../lib/catalogue-items';
import { useMessages } from '../../../lib/locale';
import { useCollectionItem } from '../api/items';
import type { FormTarget } from '../lib/form-target';
import { catalogueValues, emptyItem, itemValues } from '../lib/item-form';
import { ItemForm } from './item-form';

type Props = { target: NonNullable<FormTarget>; onSaved: (item: CollectionItemDto) => void; onCancel: () => void };

/** The add or edit form the address asks for, once what it starts from has loaded. */
export function FormPanel({ target, onSaved, onCancel }: Props) {
  if (target.mode === 'edit') return <EditForm id={target.id} onSaved={onSaved} onCancel={onCancel} />;
  if (target.from) return <FromCatalogue kind={target.from.kind} id={target.from.id} onSaved={onSaved} onCancel={onCancel} />;
  return <ItemForm id={null} initial={emptyItem()} onSaved={onSaved} onCancel={onCancel} />;
}

type Handlers = Omit<Props, 'target'>;

function EditForm({ id, ...handlers }: { id: number } & Handlers) {
  const t = useMessages();
  const query = useCollectionItem(id);
  if (query.isError) return <Notice kind="error">{t.collection.item.loadFailed}</Notice>;
  if (!query.data) return <p>{t.loading}</p>;
  return <ItemForm key={id} id={id} initial={itemValues(query.data)} {...handlers} />;
}

/** «В мою коллекцию»: a new record made from a catalogue gun or part (each kind read by its own typed query). */
function FromCatalogue({ kind, id, ...handlers }: { kind: ItemKind; id: number } & Handlers) {
  const t = useMessages();
  const product = useItem('product', kind === 'product' ? id : 0);
  const detail = useItem('detail', kind === 'detail' ? id : 0);
  const query = kind === 'product' ? product : detail;
  if (query.isError) return <Notice kind="error">{t.collection.item.loadFailed}</Notice>;
  const initial = product.data
    ? catalogueValues({ kind: 'product', item: product.data })
    : detail.data
      ? catalogueValues({ kind: 'detail', item: detail.data })
      : null;
  if (!initial) return <p>{t.loading}</p>;
  const title = [initial.type?.name, initial.name].filter(Boolean).join(' — ') || `#${id}`;
  return <ItemForm key={`${kind}:${id}`} id={null} initial={initial} from={t.collection.form.fromCatalogue(title)} {...handlers} />;
}
