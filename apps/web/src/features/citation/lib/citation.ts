import { FIRST_SCREEN_TEXTS, type Locale, localisedPath, PAGE_TEXTS } from '@museum/contract';
import { paths } from '../../../config/paths';

/** The kinds of pages that can be cited. */
export type CitedKind = 'product' | 'detail' | 'photo' | 'manufacturer' | 'stamp';

/** What a citation names: the page's kind and id and its title as the page shows it. */
export type CitedItem = { kind: CitedKind; id: number; title: string };

/**
 * The site as the identifying resource of a citation (ГОСТ Р 7.0.100-2018, 7.3.3: other title
 * information), in a language, with how the language writes the access date and what it calls the
 * page's language in BibTeX (babel's names). ГОСТ's form is Russian by its standard, whatever the
 * page's language; BibTeX's notes follow the page.
 */
const CITED_RESOURCE: Readonly<
  Record<Locale, { title: string; otherTitleInfo: string; accessed: (date: Date) => string; language: string }>
> = {
  ru: {
    title: PAGE_TEXTS.ru.siteName,
    otherTitleInfo: 'электронный каталог',
    accessed: (date) => `дата обращения: ${accessDate(date)}`,
    language: 'russian',
  },
  en: {
    title: PAGE_TEXTS.en.siteName,
    otherTitleInfo: 'online catalogue',
    accessed: (date) => `accessed ${englishDate(date)}`,
    language: 'english',
  },
};

const PATH_OF: Record<CitedKind, (id: number) => string> = {
  product: paths.product,
  detail: paths.detail,
  photo: paths.photo,
  manufacturer: paths.manufacturer,
  stamp: paths.stamp,
};

/** ГОСТ Р 7.0.100-2018, 4.12: the content type and means of access; a photo is an image, the rest text. */
const CONTENT_TYPE: Record<CitedKind, string> = {
  product: 'Текст : электронный',
  detail: 'Текст : электронный',
  photo: 'Изображение : электронное',
  manufacturer: 'Текст : электронный',
  stamp: 'Текст : электронный',
};

/** The permanent address of a page in a language: the site's public URL and the page's path, as the server's canonical links. */
export function permanentUrl(publicUrl: string, kind: CitedKind, id: number, locale: Locale): string {
  return `${publicUrl.replace(/\/+$/, '')}${localisedPath(locale, PATH_OF[kind](id))}`;
}

/**
 * The citation style a page in each language prints and offers first: ГОСТ on Russian pages, the
 * Chicago Manual of Style (notes and bibliography, a web page) on English ones.
 */
export const OWN_STYLE: Readonly<Record<Locale, 'gost' | 'chicago'>> = { ru: 'gost', en: 'chicago' };

/**
 * A web page cited by the Chicago Manual of Style (17th ed., 14.206, a bibliography entry): “Title.”
 * Title of the site. Accessed Month Day, Year. URL. The page's title in headline style (8.159) when it
 * is English; a title in another script is kept as entered (11.6). The site's owner is its title, so
 * it is not named twice; the page has no date of its own, so the access date is given.
 */
export function chicagoCitation(item: CitedItem, url: string, accessed: Date): string {
  const title = cleanTitle(item.title, 'en');
  const headline = /\p{Script=Latin}/u.test(title) && !/\p{Script=Cyrillic}/u.test(title) ? headlineStyle(title) : title;
  // A title's own question or exclamation mark stands in for the full stop (6.119).
  const closed = /[?!]$/.test(headline) ? headline : `${headline}.`;
  // Quotation marks inside the quoted title become single ones (6.9, 13.30).
  const inner = closed
    .replace(/"([^"]*)"/g, '‘$1’')
    .replace(/“/g, '‘')
    .replace(/”/g, '’');
  return `“${inner}” ${CITED_RESOURCE.en.title}. Accessed ${englishDate(accessed)}. ${url}.`;
}

/** Words Chicago's headline style leaves lower case inside a title (8.159): articles, coordinating conjunctions, prepositions. */
const MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'for',
  'nor',
  'or',
  'so',
  'yet',
  'as',
  'at',
  'by',
  'in',
  'of',
  'off',
  'on',
  'per',
  'to',
  'up',
  'via',
  'with',
  'from',
  'into',
  'over',
]);

/** A title in Chicago's headline style: first and last words and every major word capitalised, a word's other letters as written. */
export function headlineStyle(title: string): string {
  const words = title.split(' ');
  return words
    .map((word, i) => {
      const first = i === 0 || i === words.length - 1 || /[:.?!—]$/.test(words[i - 1] ?? '');
      if (!first && MINOR_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return word.replace(/^(\P{L}*)(\p{Ll})/u, (_, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
    })
    .join(' ');
}

/** The date as American English writes it in a citation: November 23, 2026. */
function englishDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}

/** A page's citation in its language's own style (`OWN_STYLE`), and the `lang` it is written in. */
export function ownCitation(item: CitedItem, url: string, accessed: Date, locale: Locale): { text: string; lang: Locale } {
  return OWN_STYLE[locale] === 'chicago'
    ? { text: chicagoCitation(item, url, accessed), lang: 'en' }
    : { text: gostCitation(item, url, accessed), lang: 'ru' };
}

/** One line, single spaces, no trailing full stop (the description's own punctuation follows); an empty one untitled in `locale`. */
function cleanTitle(title: string, locale: Locale): string {
  return title.replace(/\s+/g, ' ').trim().replace(/\.+$/, '') || FIRST_SCREEN_TEXTS[locale].noName;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The access date as ГОСТ writes it: ДД.ММ.ГГГГ, in the reader's own day. */
export function accessDate(date: Date): string {
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/**
 * A bibliographic reference to a page as a component part of the site, per ГОСТ Р 7.0.100-2018
 * for remote electronic resources: title, content type and means of access, `//` the site with
 * its other title information, then `URL:` and the access date, areas parted by «. – ».
 */
export function gostCitation(item: CitedItem, url: string, accessed: Date): string {
  const part = `${cleanTitle(item.title, 'ru')}. – ${CONTENT_TYPE[item.kind]}`;
  const resource = `${CITED_RESOURCE.ru.title} : ${CITED_RESOURCE.ru.otherTitleInfo}`;
  return `${part} // ${resource}. – URL: ${url} (${CITED_RESOURCE.ru.accessed(accessed)}).`;
}

const BIBTEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '#': '\\#',
  $: '\\$',
  '%': '\\%',
  '&': '\\&',
  _: '\\_',
  '^': '\\^{}',
  '~': '\\~{}',
};

/** Text safe inside a braced BibTeX field: TeX's special characters escaped, so no brace can close the field early. */
export function escapeBibtex(text: string): string {
  return text.replace(/[\\{}#$%&_^~]/g, (char) => BIBTEX_SPECIALS[char] ?? char);
}

/** A URL for the verbatim `url` field: braces and spaces, which could end the field, percent-encoded. */
function verbatimUrl(url: string): string {
  return url.replace(/[{}\\\s]/g, (char) => encodeURIComponent(char));
}

/** The same URL inside `\\url{…}` of a plain field, where TeX reads `%` and `#` as specials. */
function texUrl(url: string): string {
  return verbatimUrl(url).replace(/[%#]/g, (char) => `\\${char}`);
}

/** An ISO calendar date (urldate), in the reader's own day. */
function isoDate(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * A BibTeX `@misc` entry (biblatex-style `url` and `urldate`, `howpublished` for classic styles), its
 * notes and `language` in `locale`. The title is braced twice: classic styles lower-case a title but
 * its first letter, which would turn «Tula» and «No.» into «tula» and «no.».
 */
export function bibtexCitation(item: CitedItem, url: string, accessed: Date, locale: Locale = 'ru'): string {
  const resource = CITED_RESOURCE[locale];
  const fields: [string, string][] = [
    ['title', `{${escapeBibtex(cleanTitle(item.title, locale))}}`],
    ['organization', escapeBibtex(resource.title)],
    ['howpublished', `\\url{${texUrl(url)}}`],
    ['url', verbatimUrl(url)],
    ['urldate', isoDate(accessed)],
    ['note', `${escapeBibtex(resource.otherTitleInfo)}, ${resource.accessed(accessed)}`],
    ['language', resource.language],
  ];
  const body = fields.map(([name, value]) => `  ${name} = {${value}}`).join(',\n');
  return `@misc{maxim-${item.kind}-${item.id},\n${body}\n}`;
}
