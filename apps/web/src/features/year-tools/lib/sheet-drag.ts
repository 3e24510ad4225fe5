/** Spec constants (docs/spec/part-2-browse-edit-moderation.md, section 9): the bottom sheet closes when dragged down more than 100 px; it is used under 768 px. */
export const SHEET_CLOSE_DRAG_PX = 100;
export const MOBILE_BREAKPOINT_PX = 768;

/** How far the sheet follows the finger: only downwards. */
export function sheetOffset(startY: number, currentY: number): number {
  return Math.max(0, currentY - startY);
}

/** Whether letting go after this drag closes the sheet (strictly more than the threshold). */
export function closesSheet(startY: number, endY: number): boolean {
  return sheetOffset(startY, endY) > SHEET_CLOSE_DRAG_PX;
}
