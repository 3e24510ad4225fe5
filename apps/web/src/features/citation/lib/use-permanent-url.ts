import { useLocale } from '../../../lib/locale';
import { useSiteInfo } from '../../../lib/use-site-info';
import { type CitedKind, permanentUrl } from './citation';

/** The page's permanent URL in its language on the site's public address; this window's origin until the server has said it. */
export function usePermanentUrl(kind: CitedKind, id: number): string {
  const publicUrl = useSiteInfo().data?.publicUrl ?? window.location.origin;
  return permanentUrl(publicUrl, kind, id, useLocale());
}
