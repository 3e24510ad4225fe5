import { TRANSLATED_LOCALE } from '@museum/contract';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { useMessages } from '../../../lib/locale';

type Props = {
  values: { nameEn: string; descriptionEn: string };
  onChange: (patch: { nameEn?: string; descriptionEn?: string }) => void;
};

/**
 * The item's optional English name and description (ADR 064), which the English pages show in
 * place of the Russian ones: sent with the other fields, so a plain user's edit is a change request.
 * Folded by default (most items have none, and a second «Название» and rich-text editor beside the
 * Russian ones would be easy to fill by mistake); the inputs are made when the group is opened, and
 * its summary says when they hold something.
 */
export function EnglishFields({ values, onChange }: Props) {
  const t = useMessages().addEdit.fields;
  const [open, setOpen] = useState(false);
  const filled = values.nameEn.trim() !== '' || values.descriptionEn.trim() !== '';
  return (
    <details className="field" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="field__label">
        {t.inEnglish}
        {filled && ` (${t.inEnglishFilled})`}
      </summary>
      {open && (
        <>
          <Field
            label={t.nameEn}
            name="nameEn"
            lang={TRANSLATED_LOCALE}
            value={values.nameEn}
            onChange={(nameEn) => onChange({ nameEn })}
          />
          <RichTextEditor
            label={t.descriptionEn}
            lang={TRANSLATED_LOCALE}
            value={values.descriptionEn}
            onChange={(descriptionEn) => onChange({ descriptionEn })}
          />
        </>
      )}
    </details>
  );
}
