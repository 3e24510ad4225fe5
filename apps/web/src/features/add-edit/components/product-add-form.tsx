import { type FormEvent, useState } from 'react';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { ru } from '../../../messages/ru';
import { type ChangeRequest, useCreateChangeRequest } from '../api/create-change-request';
import {
  applyPatch,
  emptyProduct,
  type PickedPhoto,
  type ProductErrors,
  type ProductValues,
  productCreatePayload,
  productErrors,
} from '../lib/payloads';
import { ProductFields } from './product-fields';
import { SubmitResult } from './submit-result';

const t = ru.addEdit;

/** The product tab: name required; sent as a CREATE change request. */
export function ProductAddForm({ initialPhotos = [] }: { initialPhotos?: PickedPhoto[] }) {
  const [values, setValues] = useState<ProductValues>(() => ({ ...emptyProduct(), photos: initialPhotos }));
  const [errors, setErrors] = useState<ProductErrors>({});
  const [result, setResult] = useState<ChangeRequest | null>(null);
  const [uploading, setUploading] = useState(false);
  const create = useCreateChangeRequest();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = productErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setResult(null);
    create.mutate(
      { action: 'CREATE', entityType: 'PRODUCT', entityId: null, payload: productCreatePayload(values) },
      {
        onSuccess: (request) => {
          setResult(request);
          setValues(emptyProduct());
        },
      },
    );
  }

  return (
    <form className="form item-form" noValidate onSubmit={submit} aria-label={t.tabs.product}>
      <ProductFields
        values={values}
        errors={errors}
        onBusyChange={setUploading}
        onChange={(patch) => {
          setValues((current) => applyPatch(current, patch));
          if (typeof patch === 'function') return;
          if (patch.name?.trim()) setErrors((current) => ({ ...current, name: undefined }));
          if (patch.year !== undefined) setErrors((current) => ({ ...current, year: undefined }));
        }}
      />
      {result && <SubmitResult request={result} href={paths.product} />}
      {create.isError && <Notice kind="error">{t.productCreateFailed}</Notice>}
      <div className="item-form__actions">
        <button type="submit" className="button button--primary" disabled={create.isPending || uploading}>
          {create.isPending ? t.saving : t.submit}
        </button>
      </div>
    </form>
  );
}
