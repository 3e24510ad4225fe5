import { type FormEvent, useState } from 'react';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { ru } from '../../../messages/ru';
import { type ChangeRequest, useCreateChangeRequest } from '../api/create-change-request';
import {
  applyPatch,
  type DetailErrors,
  type DetailValues,
  detailCreatePayload,
  detailErrors,
  emptyDetail,
  type Patch,
  type PickedPhoto,
} from '../lib/payloads';
import { DetailFields } from './detail-fields';
import { SubmitResult } from './submit-result';

const t = ru.addEdit;

/** The detail tab: belongsTo and type required; sent as a CREATE change request. */
export function DetailAddForm({ initialPhotos = [] }: { initialPhotos?: PickedPhoto[] }) {
  const [values, setValues] = useState<DetailValues>(() => ({ ...emptyDetail(), photos: initialPhotos }));
  const [errors, setErrors] = useState<DetailErrors>({});
  const [result, setResult] = useState<ChangeRequest | null>(null);
  const [uploading, setUploading] = useState(false);
  const create = useCreateChangeRequest();

  function change(patch: Patch<DetailValues>) {
    setValues((current) => applyPatch(current, patch));
    if (typeof patch === 'function') return;
    setErrors((current) => ({
      ...current,
      ...(patch.belongsTo ? { belongsTo: undefined } : {}),
      ...(patch.type ? { type: undefined } : {}),
      ...(patch.year !== undefined ? { year: undefined } : {}),
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = detailErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setResult(null);
    create.mutate(
      { action: 'CREATE', entityType: 'DETAIL', entityId: null, payload: detailCreatePayload(values) },
      {
        onSuccess: (request) => {
          setResult(request);
          setValues(emptyDetail());
        },
      },
    );
  }

  return (
    <form className="form item-form" noValidate onSubmit={submit} aria-label={t.tabs.detail}>
      <DetailFields values={values} onChange={change} errors={errors} yearHint={t.fields.yearHint} onBusyChange={setUploading} />
      {result && <SubmitResult request={result} href={paths.detail} />}
      {create.isError && <Notice kind="error">{t.detailCreateFailed}</Notice>}
      <div className="item-form__actions">
        <button type="submit" className="button button--primary" disabled={create.isPending || uploading}>
          {create.isPending ? t.saving : t.submit}
        </button>
      </div>
    </form>
  );
}
