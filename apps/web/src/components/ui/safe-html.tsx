import { useEffect, useMemo, useSyncExternalStore } from 'react';
import './safe-html.css';
import { useContentLang } from '../../lib/locale';

type Sanitize = (html: string) => string;

// DOMPurify (9 KB gzipped) is fetched when a page that shows rich text mounts, beside the page's data.
let sanitizer: Sanitize | Error | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadSanitizer() {
  loading ??= import('./sanitize-html')
    .then(
      (module) => {
        sanitizer = module.sanitizeHtml;
      },
      (error: unknown) => {
        sanitizer = error instanceof Error ? error : new Error(String(error));
      },
    )
    .then(() => {
      for (const listener of listeners) listener();
    });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sanitiser once its code is in, else null (the fetch starts on mount); a failed fetch is thrown to the page's error boundary. */
function useSanitizer(): Sanitize | null {
  const current = useSyncExternalStore(subscribe, () => sanitizer);
  useEffect(() => {
    void loadSanitizer();
  }, []);
  if (current instanceof Error) throw current;
  return current ?? null;
}

/**
 * Whether a page may show `html` now: at once when there is none, else once the sanitiser is in.
 * A page holds its content (its loading state stays) until then, so the rich text comes with the
 * rest of the page, never after it pushing what is below down (issue 34: no layout shift). Called
 * as the page mounts, it fetches the sanitiser beside the page's data.
 */
export function useRichTextReady(html: string | null | undefined): boolean {
  return useSanitizer() !== null || !html;
}

/**
 * Rich text from the API, sanitised again on render whatever the server did (nothing is shown
 * before the sanitiser is in). Catalogue text is Russian (marked so on English pages) unless
 * `lang` names the language it is in (an item's English description, ADR 064, marked `en`).
 */
export function SafeHtml({
  html,
  className,
  lang: ownLang,
}: {
  html: string | null | undefined;
  className?: string;
  lang?: string | undefined;
}) {
  const contentLang = useContentLang();
  const sanitize = useSanitizer();
  const lang = ownLang ?? contentLang;
  const clean = useMemo(() => (html && sanitize ? sanitize(html) : ''), [html, sanitize]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitised by DOMPurify just above.
  return <div className={`rich-text ${className ?? ''}`} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
