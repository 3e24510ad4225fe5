/** One choice of a select: an id and the label shown. */
export type SelectOption = { id: number; name: string };

/** Options whose label holds `text` (case-insensitive), sorted alphabetically by label. */
export function filterOptions(options: readonly SelectOption[], text: string): SelectOption[] {
  const needle = text.trim().toLocaleLowerCase('ru');
  return options
    .filter((option) => option.name.toLocaleLowerCase('ru').includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru', { sensitivity: 'base' }));
}

/** The option a typed text names exactly (case and surrounding spaces aside), if there is one. */
export function exactOption(options: readonly SelectOption[], text: string): SelectOption | undefined {
  const needle = text.trim().toLocaleLowerCase('ru');
  return needle === '' ? undefined : options.find((option) => option.name.trim().toLocaleLowerCase('ru') === needle);
}

/** Android browsers get the full-screen overlay, as the spec asks; everything else a dropdown. */
export function isAndroid(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /android/i.test(userAgent);
}

/** Overlay rows are 48 px; the list is at most half the window high. */
export const OVERLAY_ROW_PX = 48;
export function overlayListHeight(windowHeight: number = globalThis.innerHeight ?? 800): number {
  return Math.floor(windowHeight / 2);
}
