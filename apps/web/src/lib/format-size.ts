const UNITS = ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'] as const;

/** Bytes in B..TB: two decimals under 10, else one (docs/spec/part-2-browse-edit-moderation.md, section 9). Decimal comma, as in Russian. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${UNITS[0]}`;
  const text = value.toFixed(value < 10 ? 2 : 1).replace('.', ',');
  return `${text} ${UNITS[unit]}`;
}
