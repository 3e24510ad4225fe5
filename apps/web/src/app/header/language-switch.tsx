import type { Locale } from '@museum/contract';
import { useLocation } from 'react-router';
import { CATALOGUES, pathInLocale, saveLocale, useLocale } from '../../lib/locale';

const OTHER: Readonly<Record<Locale, Locale>> = { ru: 'en', en: 'ru' };

/**
 * The same page in the other language, named in that language («EN», «RU»). A plain link, so the
 * other address loads whole and every text, link and head comes in that language; the choice is kept.
 */
export function LanguageSwitch() {
  const other = OTHER[useLocale()];
  const location = useLocation();
  const { code, version } = CATALOGUES[other].language;
  return (
    <a
      className="lang-switch"
      href={pathInLocale(other, location.pathname, location.search + location.hash)}
      hrefLang={other}
      lang={other}
      aria-label={`${version} (${code})`}
      title={version}
      onClick={() => saveLocale(other)}
    >
      {code}
    </a>
  );
}
