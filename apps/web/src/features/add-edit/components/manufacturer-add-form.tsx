import { isWebUrl, WEB_URL_WORDS } from '@museum/contract/web-url';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { paths } from '../../../config/paths';
import { saveFailureText } from '../../../lib/error-text';
import { useLocale, useMessages } from '../../../lib/locale';
import { type ChangeRequest, useCreateChangeRequest } from '../api/create-change-request';
import { SubmitResult } from './submit-result';

/**
 * The manufacturer tab: name required; sent as a CREATE change request (ADR 041). A moderator's
 * is added at once and its page opens; a plain user is told it went to moderation.
 */
export function ManufacturerAddForm() {
  const messages = useMessages();
  const t = messages.addEdit;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [urlError, setUrlError] = useState<string>();
  const locale = useLocale();
  const [result, setResult] = useState<ChangeRequest | null>(null);
  const create = useCreateChangeRequest();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    // Checked here first, with the words the server would use: an empty name, a link that is no web address.
    const badUrl = url.trim() !== '' && !isWebUrl(url.trim());
    setNameError(name.trim() ? undefined : messages.uiControls.required);
    setUrlError(badUrl ? WEB_URL_WORDS[locale] : undefined);
    if (!name.trim() || badUrl) return;
    const payload = { name: name.trim(), ...(description.trim() ? { description } : {}), ...(url.trim() ? { url: url.trim() } : {}) };
    setResult(null);
    create.mutate(
      { action: 'CREATE', entityType: 'MANUFACTURER', entityId: null, payload },
      {
        onSuccess: (request) => {
          if (request.status === 'APPROVED' && request.entityId !== null) {
            navigate(paths.manufacturer(request.entityId));
            return;
          }
          setResult(request);
          setName('');
          setDescription('');
          setUrl('');
        },
      },
    );
  }

  // The server's words say what to fix (a taken name: «Такая запись уже есть»).
  const failure = create.isError ? saveFailureText(t.manufacturerSaveFailed, create.error) : null;

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
      <Field
        label={t.fields.url}
        name="url"
        type="url"
        error={urlError}
        value={url}
        onChange={(value) => {
          setUrl(value);
          if (!value.trim() || isWebUrl(value.trim())) setUrlError(undefined);
        }}
      />
      {result && <SubmitResult request={result} href={paths.manufacturer} />}
      {failure && <Notice kind="error">{failure}</Notice>}
      <div className="item-form__actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? t.saving : t.submit}
        </button>
      </div>
    </form>
  );
}
