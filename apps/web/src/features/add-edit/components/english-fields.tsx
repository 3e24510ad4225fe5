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
 */
export function EnglishFields({ values, onChange }: Props) {
  const t = useMessages().addEdit.fields;
  return (
    <>
      <Field label={t.nameEn} name="nameEn" value={values.nameEn} onChange={(nameEn) => onChange({ nameEn })} />
      <RichTextEditor label={t.descriptionEn} value={values.descriptionEn} onChange={(descriptionEn) => onChange({ descriptionEn })} />
    </>
  );
}
