import { type Named, shownName } from '../../lib/item-english';
import { useLocale } from '../../lib/locale';

/**
 * The name of a maker, type, subtype, stamp or item on a page (ADR 082): its English name on
 * English pages where it has one, else the name as entered, marked `lang="ru"` there.
 */
export function NameOf({ named }: { named: Named }) {
  const shown = shownName(useLocale(), named);
  return shown.lang ? <span lang={shown.lang}>{shown.text}</span> : shown.text;
}
