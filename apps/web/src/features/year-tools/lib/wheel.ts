/** Spec constant (docs/spec/part-2-browse-edit-moderation.md, section 9): every row of the year wheel is 56 px high. */
export const WHEEL_ROW_PX = 56;
/** Rows visible at once; the middle one is the chosen year. */
export const WHEEL_VISIBLE_ROWS = 5;

/** The row a scroll position rests on, kept inside the list. */
export function rowAtScroll(scrollTop: number, rowCount: number): number {
  return Math.min(Math.max(Math.round(scrollTop / WHEEL_ROW_PX), 0), Math.max(rowCount - 1, 0));
}

/** Where a key moves the wheel from a row, or null for keys the wheel ignores. */
export function rowAfterKey(key: string, row: number, rowCount: number): number | null {
  const last = rowCount - 1;
  const moves: Record<string, number> = { ArrowUp: row - 1, ArrowDown: row + 1, PageUp: row - 5, PageDown: row + 5, Home: 0, End: last };
  const target = moves[key];
  return target === undefined ? null : Math.min(Math.max(target, 0), last);
}
