import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { type ItemDto, type ItemKind, type ItemWriteInput, useFreshItem } from '../../../lib/catalogue-items';
import { useMessages } from '../../../lib/locale';
import { usePageTitle } from '../../../lib/use-page-title';
import { SignInRequired } from '../../auth';
import { EditActions } from '../components/edit-actions';
import { applyPatch, type ItemFieldsProps } from '../lib/payloads';
import { useItemEditor } from '../lib/use-item-editor';
import '../components/forms.css';

const itemPage = { product: paths.product, detail: paths.detail } as const;

/** How one kind of item is edited: its form values from the item, their errors, the write they make, and the fields. */
export interface ItemEditPageProps<K extends ItemKind, V, E extends object> {
  kind: K;
  /** 0 when the address holds no id. */
  id: number;
  toValues(item: ItemDto[K]): V;
  validate(values: V): E;
  toPayload(values: V): ItemWriteInput[K];
  fields(props: ItemFieldsProps<V, E>): ReactNode;
}

/**
 * The product and detail edit pages: the form starts from the server's answer of now, Save
 * checks the fields and writes (or proposes) the whole item, Delete asks first (useItemEditor).
 */
export function ItemEditPage<K extends ItemKind, V, E extends object>(props: ItemEditPageProps<K, V, E>) {
  const t = useMessages().addEdit.edit;
  const title = t.title(props.kind, props.id);
  usePageTitle(title);
  return (
    <SignInRequired title={title}>
      <ItemEditForm key={props.id} {...props} />
    </SignInRequired>
  );
}

function ItemEditForm<K extends ItemKind, V, E extends object>({
  kind,
  id,
  toValues,
  validate,
  toPayload,
  fields,
}: ItemEditPageProps<K, V, E>) {
  const messages = useMessages();
  const t = messages.addEdit.edit;
  const [values, setValues] = useState<V | null>(null);
  const [errors, setErrors] = useState<E>({} as E);
  const editor = useItemEditor(kind, id);
  const item = useFreshItem(kind, id, !editor.deleting);

  if (item.isError || id === 0) return <p role="alert">{t.loadFailed}</p>;
  // The form starts from the server's answer of now, never from a kept copy: useFreshItem
  // reads it on every mount, however fresh the copy the item's page left in the cache.
  if (!item.data || !item.isFetchedAfterMount) return <p>{messages.loading}</p>;
  const current = values ?? toValues(item.data);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(current);
    setErrors(found);
    if (Object.keys(found).length) return;
    editor.saveItem(toPayload(current));
  }

  return (
    <form className="form item-form" noValidate onSubmit={submit}>
      <h1>{t.title(kind, id)}</h1>
      <Link to={itemPage[kind](id)}>{t.back}</Link>
      {fields({
        values: current,
        errors,
        onBusyChange: editor.setUploading,
        onChange: (patch) => setValues((before) => applyPatch(before ?? current, patch)),
      })}
      <EditActions {...editor.actions} />
    </form>
  );
}
