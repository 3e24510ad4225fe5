import { pageDescriptionIn, pageTitleIn } from '@museum/contract';
import { useEffect } from 'react';
import { useLocale } from './locale';

/**
 * Keeps `document.title` in step with the page, as the server wrote it for the first load, in the
 * page's language; and with it the meta description, which would otherwise keep the first page's
 * words. The description changes only with the title: on the first load the titles agree and the
 * server's description (an item's own excerpt) stays; after moving, the page is described as the
 * server describes a page by its name.
 */
export function usePageTitle(name: string | null | undefined) {
  const locale = useLocale();
  useEffect(() => {
    if (name === undefined) return;
    const title = pageTitleIn(locale, name);
    if (document.title === title) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', pageDescriptionIn(locale, name));
  }, [locale, name]);
}
