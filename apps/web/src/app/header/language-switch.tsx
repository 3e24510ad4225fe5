import { API, type Locale } from '@museum/contract';
import { useLocation } from 'react-router';
import { apiCall } from '../../lib/api-client';
import { LANGUAGE_NAMES, pathInLocale, saveLocale, useLocale } from '../../lib/locale';
import { getSession } from '../../lib/session';

const OTHER: Readonly<Record<Locale, Locale>> = { ru: 'en', en: 'ru' };

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
 * The same page in the other language, named in that language («EN», «RU»). A plain link, so the
 * other address loads whole and every text, link and head comes in that language; the choice is kept.
 */
export function LanguageSwitch() {
  const other = OTHER[useLocale()];
  const location = useLocation();
  const { code, version } = LANGUAGE_NAMES[other];
  return (
    <a
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
}
