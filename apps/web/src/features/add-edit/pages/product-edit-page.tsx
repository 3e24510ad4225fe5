import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { toastSuccess } from '../../../lib/toast-store';
import { ru } from '../../../messages/ru';
import { useAuth } from '../../auth/lib/use-auth';
import { useProduct } from '../api/item-writes';
import { useItemWrites } from '../api/use-item-writes';
import { EditActions } from '../components/edit-actions';
import { ProductFields } from '../components/product-fields';
import { SignInRequired } from '../components/sign-in-required';
import { productValues } from '../lib/from-dto';
import { type ProductValues, productUpdatePayload } from '../lib/payloads';
import '../components/forms.css';

const t = ru.addEdit.edit;

function ProductEditForm({ id }: { id: number }) {
  const { isModerator } = useAuth();
  const product = useProduct(id);
  const [values, setValues] = useState<ProductValues | null>(null);
  const [nameError, setNameError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const { save, remove } = useItemWrites('product', id, isModerator);
  const navigate = useNavigate();

  if (product.isError) return <p role="alert">{t.loadFailed}</p>;
  if (!product.data) return <p>{ru.loading}</p>;
  const current = values ?? productValues(product.data);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!current.name.trim()) {
      setNameError(ru.uiControls.required);
      return;
    }
    save.mutate(productUpdatePayload(current), {
      onSuccess: (outcome) => {
        toastSuccess(outcome === 'applied' ? t.saved : t.updateSent);
        navigate(paths.product(id));
      },
    });
  }

  function onDelete() {
    if (!window.confirm(t.confirmDeleteProduct)) return;
    remove.mutate(undefined, {
      onSuccess: (outcome) => {
        toastSuccess(outcome === 'applied' ? t.deleted : t.deleteSent);
        navigate(-2);
      },
    });
  }

  return (
    <form className="form item-form" noValidate onSubmit={submit}>
      <h1>{t.productTitle(id)}</h1>
      <Link to={paths.product(id)}>{t.back}</Link>
      <ProductFields
        values={current}
        nameError={nameError}
        selfId={id}
        photoSearch
        onBusyChange={setUploading}
        onChange={(patch) => setValues({ ...current, ...patch })}
      />
      <EditActions
        saving={save.isPending || uploading}
        deleting={remove.isPending}
        saveFailed={save.isError}
        deleteFailedText={remove.isError ? t.deleteProductFailed : null}
        isModerator={isModerator}
        onDelete={onDelete}
      />
    </form>
  );
}

/** /products/{id}/edit: every field, the product itself never offered as its parent. */
export function ProductEditPage() {
  const id = Number(useParams().id);
  return (
    <SignInRequired title={t.productTitle(id)}>
      <ProductEditForm key={id} id={id} />
    </SignInRequired>
  );
}
