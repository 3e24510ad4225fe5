import { ENTERED_LOCALE, type Locale, nameIn, showsEnglishContent, TRANSLATED_LOCALE } from '@museum/contract';
import { typedName } from './item-title';

/**
 * A text a page shows, with the language to mark it in: on a page in another language than Russian,
 * catalogue content is marked in its own (`ru` as entered, `en` translated), apart from the interface's words.
 */
export type ShownText = { text: string; lang: Locale | undefined };

/** Catalogue text as entered (Russian): marked `lang="ru"` on pages in another language. */
export const asEntered = (locale: Locale, text: string): ShownText => ({
  text,
  lang: locale === ENTERED_LOCALE ? undefined : ENTERED_LOCALE,
});

/** A named thing as the catalogue answers it: a maker, type, subtype, stamp or item reference (ADR 082). */
export type Named = { name: string; nameEn?: string | null };

/** A maker's, type's, subtype's or stamp's name on a page: its English name on English pages where it has one, else as entered (marked). */
export const shownName = (locale: Locale, named: Named): ShownText =>
  nameIn(locale, named) === named.name ? asEntered(locale, named.name) : translated(nameIn(locale, named));

/** Catalogue text in its English translation (ADR 064, 082), marked so. */
const translated = (text: string): ShownText => ({ text, lang: TRANSLATED_LOCALE });

/**
 * An item's title on a page (ADR 064): its English name on English pages when it has one, else
 * its title as entered (marked Russian there), else `untitled` in the page's language.
 */
export function shownTitle(
  locale: Locale,
  nameEn: string | null | undefined,
  entered: string | null | undefined,
  untitled: string,
): ShownText {
  if (showsEnglishContent(locale) && nameEn) return translated(nameEn);
  return entered ? asEntered(locale, entered) : { text: untitled, lang: undefined };
}

/** What a card knows of an item's name: a detail is titled by its type and name (see `typedName`). */
type Titled = { kind: 'product' | 'detail'; name: string | null; nameEn?: string | null; type?: Named | null };

/**
 * A card's title: the English name on English pages when present, else the product's name or the
 * detail's type and name; a detail with no name of its own is called by its type, in English where it can be.
 */
export function cardTitle(locale: Locale, item: Titled, untitled: string): ShownText {
  if (item.kind === 'detail' && !item.name && item.type && !(showsEnglishContent(locale) && item.nameEn))
    return shownName(locale, item.type);
  return shownTitle(locale, item.nameEn, item.kind === 'detail' ? typedName(item.type?.name, item.name) : item.name, untitled);
}

/**
 * An item's description (HTML on a page, plain text on a card): the English one on English pages
 * when present, else the one as entered (marked Russian there), else null.
 */
export function shownDescription(locale: Locale, item: { description: string | null; descriptionEn?: string | null }): ShownText | null {
  if (showsEnglishContent(locale) && item.descriptionEn) return translated(item.descriptionEn);
  return item.description ? asEntered(locale, item.description) : null;
}

/**
 * A list's order by name as a page in `locale` shows the names: by the English name where there is
 * one on pages that show English names (the API's `nameEn` sort), else by the name (issue 52).
 */
export const byName = (locale: Locale) => (showsEnglishContent(locale) ? 'nameEn,asc' : 'name,asc');
