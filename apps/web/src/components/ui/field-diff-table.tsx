import './field-diff-table.css';

export type FieldDiffRow = { field: string; before: string; after: string };

type FieldDiffTableProps = {
  rows: FieldDiffRow[];
  caption: string;
  /** The column headings: the field, its old value, its new value. */
  columns: [string, string, string];
  /** The shown name of a field key. */
  label: (field: string) => string;
};

/** Changed fields side by side: each field with its old value struck through and its new one inserted. */
export function FieldDiffTable({ rows, caption, columns, label }: FieldDiffTableProps) {
  return (
    <div className="field-diff__scroll">
      <table className="field-diff">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{label(row.field)}</th>
              <td>
                <del>{row.before || '—'}</del>
              </td>
              <td>
                <ins>{row.after || '—'}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
