/** The display widths a photo gets, when the original is at least that wide. */
export const DISPLAY_WIDTHS = [320, 640, 1280, 2048] as const;

/** Formats of every display size, the best first; JPEG is the fallback every browser shows. */
export const SIZE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type SizeFormat = (typeof SIZE_FORMATS)[number];

/**
 * The widths derived for an original `width` pixels wide: the standard widths it reaches, and
 * its own width when it falls between them (below 2048), so the sharpest size is never lost and
 * nothing is ever enlarged.
 */
export function displayWidths(width: number): number[] {
  const reached: number[] = DISPLAY_WIDTHS.filter((w) => w <= width);
  const largest = DISPLAY_WIDTHS[DISPLAY_WIDTHS.length - 1] as number;
  if (width < largest && !reached.includes(width)) reached.push(width);
  return reached;
}
