import { type FormEvent, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../../lib/locale';
import { Dialog } from './dialog';
import { Field } from './field';
import './link-dialog.css';

/** The typed address when it is an absolute http or https URL, else null (no javascript:, data: or relative links). */
export function httpLink(text: string): string | null {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

type Props = { onInsert: (href: string) => void; onCancel: () => void };

/**
 * The rich-text editor's «Ссылка» dialog, in place of the browser's prompt: a labelled address field
 * checked for http and https, «Вставить» and «Отмена». Drawn into the body: the editor sits inside
 * the item form, and a form may not hold another.
 */
export function LinkDialog({ onInsert, onCancel }: Props) {
  const t = useMessages().uiControls.editor.linkDialog;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // React passes events up through the portal: the item form around the editor must not submit.
    event.stopPropagation();
    const href = httpLink(text);
    if (href === null) setError(text.trim() === '' ? t.empty : t.invalid);
    else onInsert(href);
  }

  return createPortal(
    <Dialog title={t.title} onClose={onCancel}>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <Field
          label={t.label}
          name="href"
          type="url"
          placeholder={t.placeholder}
          autoComplete="url"
          value={text}
          onChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="link-dialog__actions">
          <button type="submit" className="button button--primary">
            {t.insert}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
