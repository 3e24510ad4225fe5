import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { toastSuccess } from '../../../lib/toast-store';
import { ru } from '../../../messages/ru';
import { useAuth } from '../../auth/lib/use-auth';
import { useDetail } from '../api/item-writes';
import { useItemWrites } from '../api/use-item-writes';
import { DetailFields } from '../components/detail-fields';
import { EditActions } from '../components/edit-actions';
import { SignInRequired } from '../components/sign-in-required';
import { detailValues } from '../lib/from-dto';
import { type DetailValues, detailUpdatePayload, missingDetailFields } from '../lib/payloads';
import '../components/forms.css';

const t = ru.addEdit.edit;

function DetailEditForm({ id }: { id: number }) {
  const { isModerator } = useAuth();
  const detail = useDetail(id);
  const [values, setValues] = useState<DetailValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'belongsTo' | 'type', string>>>({});
  const [uploading, setUploading] = useState(false);
  const { save, remove } = useItemWrites('detail', id, isModerator);
  const navigate = useNavigate();

  if (detail.isError) return <p role="alert">{t.loadFailed}</p>;
  if (!detail.data) return <p>{ru.loading}</p>;
  const current = values ?? detailValues(detail.data);

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingDetailFields(current);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((field) => [field, ru.uiControls.required])));
      return;
    }
    save.mutate(detailUpdatePayload(current), {
      onSuccess: (outcome) => {
        toastSuccess(outcome === 'applied' ? t.saved : t.updateSent);
        navigate(paths.detail(id));
      },
    });
  }

  function onDelete() {
    if (!window.confirm(t.confirmDeleteDetail)) return;
    remove.mutate(undefined, {
      onSuccess: (outcome) => {
        toastSuccess(outcome === 'applied' ? t.deleted : t.deleteSent);
        navigate(-2);
      },
    });
  }

  return (
    <form className="form item-form" noValidate onSubmit={submit}>
      <h1>{t.detailTitle(id)}</h1>
      <Link to={paths.detail(id)}>{t.back}</Link>
      <DetailFields
        values={current}
        onChange={(patch) => setValues({ ...current, ...patch })}
        errors={errors}
        photoSearch
        yearHint={ru.addEdit.fields.yearEditHint}
        yearPlaceholder="1916"
        onBusyChange={setUploading}
      />
      <EditActions
        saving={save.isPending || uploading}
        deleting={remove.isPending}
        saveFailed={save.isError}
        deleteFailedText={remove.isError ? t.deleteDetailFailed : null}
        isModerator={isModerator}
        onDelete={onDelete}
      />
    </form>
  );
}

/** /details/{id}/edit: every field, Save and Delete (a plain user's become change requests). */
export function DetailEditPage() {
  const id = Number(useParams().id);
  return (
    <SignInRequired title={t.detailTitle(id)}>
      <DetailEditForm key={id} id={id} />
    </SignInRequired>
  );
}
