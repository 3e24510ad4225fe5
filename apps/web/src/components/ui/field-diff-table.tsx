import { MarkedText, type MarkedValue } from './marked-text';
import './field-diff-table.css';

/** A changed field: its old and new value, each marked as shown (catalogue content in its own language). */
export type FieldDiffRow = { field: string; before: MarkedValue; after: MarkedValue };

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
                <MarkedText as="del" value={row.before} empty="—" />
              </td>
              <td>
                <MarkedText as="ins" value={row.after} empty="—" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
