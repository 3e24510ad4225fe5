import { DEFAULT_LOCALE, LOCALES, type Locale } from '@museum/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, pathInLocale, preferredLocale, savedLocale, saveLocale, useLocale } from '../lib/locale';
import './language-offer.css';

/**
 * The language to offer: on the default language's home page, with no choice made yet, the first of
 * our other languages the browser lists before the default; none otherwise.
 */
function offered(pathname: string, locale: Locale, locales: readonly Locale[]): Locale | null {
  if (locale !== DEFAULT_LOCALE || pathname !== '/' || savedLocale() !== null) return null;
  const preferred = preferredLocale(navigator.languages ?? [navigator.language], locales);
  return preferred === DEFAULT_LOCALE ? null : preferred;
}

/**
 * On a first visit to / from a browser that prefers another of our languages, a line in that
 * language offering its pages: an offer, never a redirect (the Russian page stays, links to it keep
 * working). Taking it or turning it down is remembered like any choice of language.
 */
export function LanguageOffer({ locales = LOCALES }: { locales?: readonly Locale[] }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [other, setOther] = useState(() => offered(pathname, locale, locales));
  if (!other || pathname !== '/') return null;
  const t = LANGUAGE_NAMES[other];
  return (
    <aside className="language-offer" lang={other} aria-label={t.version}>
      <p>{t.offer}</p>
      <a className="button button--primary" href={pathInLocale(other, pathname)} hrefLang={other} onClick={() => saveLocale(other)}>
        {t.accept}
      </a>
      <button
        type="button"
        className="button"
        onClick={() => {
          saveLocale(locale);
          setOther(null);
        }}
      >
        {t.dismiss}
      </button>
    </aside>
  );
}
