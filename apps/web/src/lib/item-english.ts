import { ENTERED_LOCALE, type Locale, showsEnglishContent } from '@museum/contract';
import { typedName } from './item-title';

/** A text a page shows, with the language to mark it in: `ru` for Russian text on a page in another language. */
export type ShownText = { text: string; lang: Locale | undefined };

/** Catalogue text as entered (Russian): marked `lang="ru"` on pages in another language. */
export const asEntered = (locale: Locale, text: string): ShownText => ({
  text,
  lang: locale === ENTERED_LOCALE ? undefined : ENTERED_LOCALE,
});

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
  if (showsEnglishContent(locale) && nameEn) return { text: nameEn, lang: undefined };
  return entered ? asEntered(locale, entered) : { text: untitled, lang: undefined };
}

/** What a card knows of an item's name: a detail is titled by its type and name (see `typedName`). */
type Titled = { kind: 'product' | 'detail'; name: string | null; nameEn?: string | null; type?: { name: string } | null };

/** A card's title: the English name on English pages when present, else the product's name or the detail's type and name. */
export const cardTitle = (locale: Locale, item: Titled, untitled: string): ShownText =>
  shownTitle(locale, item.nameEn, item.kind === 'detail' ? typedName(item.type?.name, item.name) : item.name, untitled);

/**
 * An item's description (HTML on a page, plain text on a card): the English one on English pages
 * when present, else the one as entered (marked Russian there), else null.
 */
export function shownDescription(locale: Locale, item: { description: string | null; descriptionEn?: string | null }): ShownText | null {
  if (showsEnglishContent(locale) && item.descriptionEn) return { text: item.descriptionEn, lang: undefined };
  return item.description ? asEntered(locale, item.description) : null;
}
