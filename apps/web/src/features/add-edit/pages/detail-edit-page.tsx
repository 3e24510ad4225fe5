import { EDIT_PAGE_NAME } from '@museum/contract';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { ru } from '../../../messages/ru';
import { SignInRequired } from '../../auth';
import { useDetail } from '../../details';
import { DetailFields } from '../components/detail-fields';
import { EditActions } from '../components/edit-actions';
import { detailValues } from '../lib/from-dto';
import { applyPatch, type DetailErrors, type DetailValues, detailErrors, detailUpdatePayload } from '../lib/payloads';
import { useItemEditor } from '../lib/use-item-editor';
import '../components/forms.css';

const t = ru.addEdit.edit;

function DetailEditForm({ id }: { id: number }) {
  const detail = useDetail(id);
  const [values, setValues] = useState<DetailValues | null>(null);
  const [errors, setErrors] = useState<DetailErrors>({});
  const editor = useItemEditor('detail', id);

  if (detail.isError) return <p role="alert">{t.loadFailed}</p>;
  // The form starts from the server's answer of now, never from a kept copy.
  if (!detail.data || !detail.isFetchedAfterMount) return <p>{ru.loading}</p>;
  const current = values ?? detailValues(detail.data);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = detailErrors(current);
    setErrors(found);
    if (Object.keys(found).length) return;
    editor.saveItem(detailUpdatePayload(current));
  }

  return (
    <form className="form item-form" noValidate onSubmit={submit}>
      <h1>{t.detailTitle(id)}</h1>
      <Link to={paths.detail(id)}>{t.back}</Link>
      <DetailFields
        values={current}
        onChange={(patch) => setValues((before) => applyPatch(before ?? current, patch))}
        errors={errors}
        photoSearch
        yearHint={ru.addEdit.fields.yearEditHint}
        yearPlaceholder="1916"
        onBusyChange={editor.setUploading}
      />
      <EditActions {...editor.actions} />
    </form>
  );
}

/** /details/{id}/edit: every field, Save and Delete (a plain user's become change requests). */
export function DetailEditPage() {
  const id = Number(useParams().id);
  usePageTitle(EDIT_PAGE_NAME);
  return (
    <SignInRequired title={t.detailTitle(id)}>
      <DetailEditForm key={id} id={id} />
    </SignInRequired>
  );
}
