import { EXPORT_CSV_COLUMNS_IN, IMPORT_COLUMN_KEYS, type ImportColumnChoices, type ImportPreviewDto } from '@museum/contract';
import { useId } from 'react';
import { useLocale, useMessages } from '../../../lib/locale';

type Props = {
  columns: ImportPreviewDto['otherColumns'];
  onChoose: (choices: ImportColumnChoices) => void;
  disabled: boolean;
};

/**
 * The file's columns that are not the export's (issue 50, point 4): each with a select of the field
 * it is read into, or «не загружать»; a choice reads the file again.
 */
export function ImportColumns({ columns, onChoose, disabled }: Props) {
  const t = useMessages().imports;
  const locale = useLocale();
  const id = useId();
  const labels = new Map(EXPORT_CSV_COLUMNS_IN[locale]);
  const current = Object.fromEntries(columns.map(({ header, field }) => [header, field ?? ''])) as ImportColumnChoices;
  return (
    <fieldset className="import-columns">
      <legend>{t.otherColumns}</legend>
      <p>{t.otherColumnsHint}</p>
      {columns.map(({ header, field }, index) => (
        <p key={header} className="import-columns__row">
          <label htmlFor={`${id}-${index}`}>«{header}»</label>{' '}
          <select
            id={`${id}-${index}`}
            value={field ?? ''}
            disabled={disabled}
            onChange={(event) => onChoose({ ...current, [header]: event.target.value as ImportColumnChoices[string] })}
          >
            <option value="">{t.skipColumn}</option>
            {IMPORT_COLUMN_KEYS.map((key) => (
              <option key={key} value={key}>
                {labels.get(key)}
              </option>
            ))}
          </select>
        </p>
      ))}
    </fieldset>
  );
}
