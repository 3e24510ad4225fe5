import { type FormEvent, type ReactNode, useState } from 'react';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import type { ItemKind, ItemWriteInput } from '../../../lib/catalogue-items';
import { saveFailureText } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import type { Messages } from '../../../messages/catalogue';
import { type ChangeRequest, useCreateChangeRequest } from '../api/create-change-request';
import { applyPatch, type ItemFieldsProps, type Patch, type PickedPhoto } from '../lib/payloads';
import { SubmitResult } from './submit-result';

const perKind = (t: Messages['addEdit']) =>
  ({
    product: { entityType: 'PRODUCT', label: t.tabs.product, createFailed: t.productCreateFailed, page: paths.product },
    detail: { entityType: 'DETAIL', label: t.tabs.detail, createFailed: t.detailCreateFailed, page: paths.detail },
  }) as const;

/** How one kind of item is proposed: its empty values, their errors, the payload they make, and the fields. */
export interface ItemAddFormProps<K extends ItemKind, V extends { photos: PickedPhoto[] }, E extends object> {
  kind: K;
  initialPhotos: PickedPhoto[];
  empty(): V;
  validate(values: V): E;
  toPayload(values: V): ItemWriteInput[K];
  /** A field's error goes once a change sets the field to a value this accepts. */
  settles: { [F in keyof E & keyof V]?: (value: V[F]) => boolean };
  fields(props: ItemFieldsProps<V, E>): ReactNode;
}

/** The product and detail tabs of the add page: checked, then sent as a CREATE change request; the form empties on success. */
export function ItemAddForm<K extends ItemKind, V extends { photos: PickedPhoto[] }, E extends object>({
  kind,
  initialPhotos,
  empty,
  validate,
  toPayload,
  settles,
  fields,
}: ItemAddFormProps<K, V, E>) {
  const t = useMessages().addEdit;
  const { entityType, label, createFailed, page } = perKind(t)[kind];
  const [values, setValues] = useState<V>(() => ({ ...empty(), photos: initialPhotos }));
  const [errors, setErrors] = useState<E>({} as E);
  const [result, setResult] = useState<ChangeRequest | null>(null);
  const [uploading, setUploading] = useState(false);
  const create = useCreateChangeRequest();

  function change(patch: Patch<V>) {
    setValues((current) => applyPatch(current, patch));
    if (typeof patch === 'function') return;
    const settled = (Object.keys(settles) as (keyof E & keyof V)[]).filter(
      (field) => patch[field] !== undefined && settles[field]?.(patch[field] as V[typeof field]),
    );
    if (settled.length) setErrors((current) => ({ ...current, ...Object.fromEntries(settled.map((field) => [field, undefined])) }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setResult(null);
    create.mutate(
      { action: 'CREATE', entityType, entityId: null, payload: toPayload(values) },
      {
        onSuccess: (request) => {
          setResult(request);
          setValues(empty());
        },
      },
    );
  }

  return (
    <form className="form item-form" noValidate onSubmit={submit} aria-label={label}>
      {fields({ values, errors, onChange: change, onBusyChange: setUploading })}
      {result && <SubmitResult request={result} href={page} />}
      {create.isError && <Notice kind="error">{saveFailureText(createFailed, create.error)}</Notice>}
      <div className="item-form__actions">
        <button type="submit" className="button button--primary" disabled={create.isPending || uploading}>
          {create.isPending ? t.saving : t.submit}
        </button>
      </div>
    </form>
  );
}
