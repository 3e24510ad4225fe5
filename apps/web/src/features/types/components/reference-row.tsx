import type { DetailSubtypeWriteInput, DetailTypeWriteInput } from '@museum/contract';
import { type ReactNode, useState } from 'react';
import { NameOf } from '../../../components/ui/name-of';
import { useContentLang, useMessages } from '../../../lib/locale';
import { stripMarkup } from '../../../lib/strip-markup';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { deleteErrorText, type ReferenceKind, saveReference, useReferenceWrite } from '../api/reference-writes';
import { NameDescriptionForm } from './name-description-form';

type Props = {
  kind: ReferenceKind;
  item: { id: number; name: string; description: string | null };
  /** Extra fields a PUT needs besides name and description (belongsTo of a type, type of a subtype). */
  extra: Partial<Pick<DetailTypeWriteInput, 'belongsTo'> & Pick<DetailSubtypeWriteInput, 'type'>>;
  isAdmin: boolean;
  children?: ReactNode;
};

/** A type, subtype or stamp: its name and description; for an admin, edit and delete. */
export function ReferenceRow({ kind, item, extra, isAdmin, children }: Props) {
  const t = useMessages().types;
  const contentLang = useContentLang();
  const [editing, setEditing] = useState(false);
  const mutation = useReferenceWrite();

  function remove() {
    if (!window.confirm(t.confirmDelete(item.name))) return;
    mutation.mutate(
      { kind, id: item.id, remove: true },
      { onSuccess: () => toastSuccess(t.deleted(item.name)), onError: (error) => toastError(deleteErrorText(error)) },
    );
  }

  if (editing) {
    return (
      <NameDescriptionForm
        legend={t.editOf(item.name)}
        initial={item}
        busy={mutation.isPending}
        onCancel={() => setEditing(false)}
        onSubmit={(value) => saveReference(mutation, { kind, id: item.id, body: { ...extra, ...value } }).then(() => setEditing(false))}
      />
    );
  }
  return (
    <div className="ref-row">
      <div className="ref-row__text">
        <strong className="ref-row__name">
          <NameOf named={item} />
        </strong>
        {item.description && (
          <p className="ref-row__description" lang={contentLang}>
            {stripMarkup(item.description)}
          </p>
        )}
      </div>
      {isAdmin && (
        <div className="ref-row__actions">
          <button type="button" className="button button--small" aria-label={t.editOf(item.name)} onClick={() => setEditing(true)}>
            {t.edit}
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={t.deleteOf(item.name)}
            disabled={mutation.isPending}
            onClick={remove}
          >
            {t.delete}
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
