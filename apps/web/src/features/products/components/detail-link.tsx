import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cardTitle, type Named } from '../../../lib/item-english';
import { useLocale, useMessages } from '../../../lib/locale';

/**
 * A part of the product, linked by its type and name: a part without a name of its own is called
 * by its type, in English on English pages where the type has an English name (ADR 082).
 */
export function DetailLink({ detail }: { detail: { id: number; name: string | null; type: Named } }) {
  const shown = cardTitle(useLocale(), { kind: 'detail', ...detail }, useMessages().items.noName);
  return (
    <Link to={paths.detail(detail.id)} lang={shown.lang}>
      {shown.text}
    </Link>
  );
}
