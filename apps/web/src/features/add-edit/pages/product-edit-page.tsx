import { EDIT_PAGE_NAME } from '@museum/contract';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { ru } from '../../../messages/ru';
import { SignInRequired } from '../../auth';
import { useProduct } from '../../products';
import { EditActions } from '../components/edit-actions';
import { ProductFields } from '../components/product-fields';
import { productValues } from '../lib/from-dto';
import { applyPatch, type ProductErrors, type ProductValues, productErrors, productUpdatePayload } from '../lib/payloads';
import { useItemEditor } from '../lib/use-item-editor';
import '../components/forms.css';

const t = ru.addEdit.edit;

function ProductEditForm({ id }: { id: number }) {
  const product = useProduct(id);
  const [values, setValues] = useState<ProductValues | null>(null);
  const [errors, setErrors] = useState<ProductErrors>({});
  const editor = useItemEditor('product', id);

  if (product.isError) return <p role="alert">{t.loadFailed}</p>;
  // The form starts from the server's answer of now, never from a kept copy.
  if (!product.data || !product.isFetchedAfterMount) return <p>{ru.loading}</p>;
  const current = values ?? productValues(product.data);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = productErrors(current);
    setErrors(found);
    if (Object.keys(found).length) return;
    editor.saveItem(productUpdatePayload(current));
  }

  return (
    <form className="form item-form" noValidate onSubmit={submit}>
      <h1>{t.productTitle(id)}</h1>
      <Link to={paths.product(id)}>{t.back}</Link>
      <ProductFields
        values={current}
        errors={errors}
        selfId={id}
        photoSearch
        onBusyChange={editor.setUploading}
        onChange={(patch) => setValues((before) => applyPatch(before ?? current, patch))}
      />
      <EditActions {...editor.actions} />
    </form>
  );
}

/** /products/{id}/edit: every field, the product itself never offered as its parent. */
export function ProductEditPage() {
  const id = Number(useParams().id);
  usePageTitle(EDIT_PAGE_NAME);
  return (
    <SignInRequired title={t.productTitle(id)}>
      <ProductEditForm key={id} id={id} />
    </SignInRequired>
  );
}
