import { API, LOCALES, type Locale } from '@museum/contract';
import { useLocation } from 'react-router';
import { apiCall } from '../../lib/api-client';
import { LANGUAGE_NAMES, pathInLocale, saveLocale, useLocale } from '../../lib/locale';
import { getSession } from '../../lib/session';

/**
 * Kept for this browser, and for a signed-in account too, whose mails then come in this language
 * (ADR 055). The page is being left, so the call is `keepalive` and nobody waits for it: a failure
 * leaves the mails in their old language and the reader can switch again.
 */
function chooseLocale(locale: Locale): void {
  saveLocale(locale);
  if (getSession()) apiCall(API.account.language, { body: { language: locale }, keepalive: true }).catch(() => undefined);
}

/**
 * The same page in each other language, named in that language («EN», «RU»). Plain links, so the
 * other address loads whole and every text, link and head comes in that language; the choice is kept.
 */
export function LanguageSwitch({ locales = LOCALES }: { locales?: readonly Locale[] }) {
  const current = useLocale();
  const location = useLocation();
  return locales
    .filter((other) => other !== current)
    .map((other) => {
      const { code, version } = LANGUAGE_NAMES[other];
      return (
        <a
          key={other}
          className="lang-switch"
          href={pathInLocale(other, location.pathname, location.search + location.hash)}
          hrefLang={other}
          lang={other}
          aria-label={`${version} (${code})`}
          title={version}
          onClick={() => chooseLocale(other)}
        >
          {code}
        </a>
      );
    });
}
