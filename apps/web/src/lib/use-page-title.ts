import { pageTitle } from '@museum/contract';
import { useEffect } from 'react';

/** Keeps `document.title` in step with the page, as the server wrote it for the first load. */
export function usePageTitle(name: string | null | undefined) {
  useEffect(() => {
    if (name !== undefined) document.title = pageTitle(name);
  }, [name]);
}
