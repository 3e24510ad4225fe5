import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { paths } from '../../../config/paths';
import { ru } from '../../../messages/ru';
import { useCreateManufacturer } from '../api/create-manufacturer';

const t = ru.addEdit;

/** The manufacturer tab: name required; saved at once, then its page opens. */
export function ManufacturerAddForm() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const [nameError, setNameError] = useState<string>();
  const create = useCreateManufacturer();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(ru.uiControls.required);
      return;
    }
    const body = { name: name.trim(), ...(description.trim() ? { description } : {}), ...(url.trim() ? { url: url.trim() } : {}) };
    create.mutate(body, {
      onSuccess: (manufacturer) => {
        setName('');
        setDescription('');
        setUrl('');
        navigate(paths.manufacturer(manufacturer.id));
      },
    });
  }

  return (
    <form className="form item-form" noValidate onSubmit={submit} aria-label={t.tabs.manufacturer}>
      <Field
        label={t.fields.name}
        name="name"
        required
        error={nameError}
        value={name}
        onChange={(value) => {
          setName(value);
          if (value.trim()) setNameError(undefined);
        }}
      />
      <RichTextEditor label={t.fields.description} value={description} onChange={setDescription} />
      <Field label={t.fields.url} name="url" type="url" value={url} onChange={setUrl} />
      {create.isError && <Notice kind="error">{t.manufacturerSaveFailed}</Notice>}
      <div className="item-form__actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? t.saving : t.submit}
        </button>
      </div>
    </form>
  );
}
