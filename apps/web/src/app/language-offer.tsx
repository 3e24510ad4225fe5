import { useState } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, pathInLocale, prefersEnglish, savedLocale, saveLocale, useLocale } from '../lib/locale';
import './language-offer.css';

/** Whether to offer English: the Russian home page, a browser that puts English first, no choice made yet. */
function shouldOffer(pathname: string, locale: string): boolean {
  return locale === 'ru' && pathname === '/' && savedLocale() === null && prefersEnglish(navigator.languages ?? [navigator.language]);
}

/**
 * On a first visit to / from a browser that prefers English, a line in English offering the
 * English pages: an offer, never a redirect (the Russian page stays, links to it keep working).
 * Turning it down is remembered like any choice of language.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [shown, setShown] = useState(() => shouldOffer(pathname, locale));
  if (!shown || pathname !== '/') return null;
  const t = LANGUAGE_NAMES.en;
  return (
    <aside className="language-offer" lang="en" aria-label={t.version}>
      <p>{t.offer}</p>
      <a className="button button--primary" href={pathInLocale('en', pathname)} hrefLang="en" onClick={() => saveLocale('en')}>
        {t.accept}
      </a>
      <button
        type="button"
        className="button"
        onClick={() => {
          saveLocale('ru');
          setShown(false);
        }}
      >
        {t.dismiss}
      </button>
    </aside>
  );
}
