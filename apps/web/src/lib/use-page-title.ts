import { pageTitleIn } from '@museum/contract';
import { useEffect } from 'react';
import { useLocale } from './locale';

/** Keeps `document.title` in step with the page, as the server wrote it for the first load, in the page's language. */
export function usePageTitle(name: string | null | undefined) {
  const locale = useLocale();
  useEffect(() => {
    if (name !== undefined) document.title = pageTitleIn(locale, name);
  }, [locale, name]);
}
