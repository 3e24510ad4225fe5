import { Field } from '../../../components/ui/field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { useContentLang, useMessages } from '../../../lib/locale';
import type { Patch, ProductErrors, ProductValues } from '../lib/payloads';
import { BelongsToSelect } from './belongs-to-select';
import { EnglishFields } from './english-fields';
import { PhotoPicker } from './photo-picker';
import { RecordedFields } from './recorded-fields';
import { useManufacturerOptions, useProductLookup } from './use-options';

type Props = {
  values: ProductValues;
  onChange: (patch: Patch<ProductValues>) => void;
  errors: ProductErrors;
  /** The product being edited: never offered as its own parent. */
  selfId?: number;
  photoSearch?: boolean;
  onBusyChange?: (busy: boolean) => void;
};

/** Every field of a product; shared by the add form and the edit page. */
export function ProductFields({ values, onChange, errors, selfId, photoSearch, onBusyChange }: Props) {
  const t = useMessages().addEdit.fields;
  const contentLang = useContentLang();
  const manufacturers = useManufacturerOptions();
  const parents = useProductLookup(selfId);
  return (
    <>
      <Field label={t.name} name="name" required error={errors.name} value={values.name} onChange={(name) => onChange({ name })} />
      <RichTextEditor
        label={t.description}
        lang={contentLang}
        value={values.description}
        onChange={(description) => onChange({ description })}
      />
      <EnglishFields values={values} onChange={onChange} />
      <div className="form-grid">
        <Field label={t.source} name="source" lang={contentLang} value={values.source} onChange={(source) => onChange({ source })} />
        <BelongsToSelect value={values.belongsTo} onChange={(belongsTo) => onChange({ belongsTo })} />
        <Field label={t.number} name="number" lang={contentLang} value={values.number} onChange={(number) => onChange({ number })} />
        <Field
          label={t.year}
          name="year"
          inputMode="numeric"
          placeholder="1910"
          error={errors.year}
          value={values.year}
          onChange={(year) => onChange({ year })}
        />
        <SearchableSelect
          label={t.parent}
          options={parents.options}
          onSearch={parents.onSearch}
          value={values.parent}
          onChange={(parent) => onChange({ parent })}
        />
        <SearchableSelect
          label={t.manufacturer}
          options={manufacturers}
          value={values.manufacturer}
          onChange={(manufacturer) => onChange({ manufacturer })}
        />
      </div>
      <RecordedFields values={values} onChange={onChange} />
      <PhotoPicker
        value={values.photos}
        onChange={(update) => onChange((current) => ({ photos: update(current.photos) }))}
        withSearch={photoSearch}
        onBusyChange={onBusyChange}
      />
    </>
  );
}
