import { Field } from '../../../components/ui/field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { useContentLang, useMessages } from '../../../lib/locale';
import { useDetailTypes } from '../../../lib/reference-lists/detail-types';
import type { DetailErrors, DetailValues, Patch } from '../lib/payloads';
import { BelongsToSelect } from './belongs-to-select';
import { EnglishFields } from './english-fields';
import { PhotoPicker } from './photo-picker';
import { RecordedFields } from './recorded-fields';
import { useManufacturerOptions, useProductLookup, useStampOptions } from './use-options';

type Props = {
  values: DetailValues;
  onChange: (patch: Patch<DetailValues>) => void;
  errors: DetailErrors;
  photoSearch?: boolean;
  yearHint: string;
  /** The edit page shows 1916 as the spec says; the add form only its hint. */
  yearPlaceholder?: string;
  onBusyChange?: (busy: boolean) => void;
};

/** Every field of a detail; shared by the add form and the edit page. */
export function DetailFields({ values, onChange, errors, photoSearch, yearHint, yearPlaceholder, onBusyChange }: Props) {
  const t = useMessages().addEdit.fields;
  const contentLang = useContentLang();
  const types = useDetailTypes().data ?? [];
  const manufacturers = useManufacturerOptions();
  const stamps = useStampOptions();
  const products = useProductLookup();
  // belongsTo narrows the types to the same purpose.
  const typeOptions = types
    .filter((type) => !values.belongsTo || type.belongsTo === values.belongsTo)
    .map(({ id, name }) => ({ id, name }));
  const chosenType = types.find((type) => type.id === values.type?.id);
  const subtypes = chosenType?.subtypes ?? [];

  return (
    <>
      <div className="form-grid">
        <BelongsToSelect
          required
          value={values.belongsTo}
          error={errors.belongsTo}
          onChange={(belongsTo) => onChange({ belongsTo, type: null, subtype: null })}
        />
        <SearchableSelect
          label={t.type}
          required
          error={errors.type}
          options={typeOptions}
          value={values.type}
          onChange={(type) => onChange({ type, subtype: null })}
        />
        {subtypes.length > 0 && (
          <SearchableSelect label={t.subtype} options={subtypes} value={values.subtype} onChange={(subtype) => onChange({ subtype })} />
        )}
        <SearchableSelect
          label={t.product}
          options={products.options}
          onSearch={products.onSearch}
          value={values.product}
          onChange={(product) => onChange({ product })}
        />
        <SearchableSelect
          label={t.manufacturer}
          options={manufacturers}
          value={values.manufacturer}
          onChange={(manufacturer) => onChange({ manufacturer })}
        />
        <Field label={t.serialNumber} name="number" lang={contentLang} value={values.number} onChange={(number) => onChange({ number })} />
        <Field
          label={t.year}
          name="year"
          inputMode="numeric"
          pattern="\d{4}"
          placeholder={yearPlaceholder}
          hint={yearHint}
          error={errors.year}
          value={values.year}
          onChange={(year) => onChange({ year })}
        />
        <Field label={t.name} name="name" lang={contentLang} value={values.name} onChange={(name) => onChange({ name })} />
      </div>
      <RichTextEditor
        label={t.description}
        lang={contentLang}
        value={values.description}
        onChange={(description) => onChange({ description })}
      />
      <Field label={t.source} name="source" lang={contentLang} value={values.source} onChange={(source) => onChange({ source })} />
      <EnglishFields values={values} onChange={onChange} />
      <RecordedFields values={values} onChange={onChange} />
      <SearchableSelect multiple label={t.stamps} options={stamps} value={values.stamps} onChange={(list) => onChange({ stamps: list })} />
      <PhotoPicker
        value={values.photos}
        onChange={(update) => onChange((current) => ({ photos: update(current.photos) }))}
        withSearch={photoSearch}
        onBusyChange={onBusyChange}
      />
    </>
  );
}
