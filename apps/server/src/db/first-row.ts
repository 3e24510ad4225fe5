/**
 * The one row a statement that always yields one returns (an insert's `returning`): the builder
 * types a result as an array, and an empty one here is a bug, not a case to handle.
 */
export function firstRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The statement returned no row');
  return row;
}
