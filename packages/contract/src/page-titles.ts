import { FIRST_SCREEN_TEXTS } from './first-screen-texts';
import { DEFAULT_LOCALE, type Locale, showsEnglishContent } from './locales';
import { numberLabel } from './serial-number';

/** The paths of the pages that are not one catalogue item. */
export type ListPagePath =
  | '/catalog'
  | '/liter'
  | '/forum'
  | '/about'
  | '/add'
  | '/products'
  | '/details'
  | '/year'
  | '/search'
  | '/manufacturers'
  | '/stamps'
  | '/gallery'
  | '/register'
  | '/moderation'
  | '/moderation/year-check'
  | '/moderation/contradictions'
  | '/moderation/regions'
  | '/my-requests'
  | '/types'
  | '/exp'
  | '/confirm-email'
  | '/reset-password'
  | '/profile'
  | '/collection'
  | '/compare'
  | '/import'
  | '/admin/users';

/** Page names and titles in one language; English has the same keys as Russian, so a missing one fails the type check. */
export interface PageTexts {
  /** The site's name: the title of the home page and the tail of every other page's title. */
  siteName: string;
  /** What the site is: the home page's meta description, and the tail of every other plain page's. */
  siteDescription: string;
  /** Names of the pages that are not one catalogue item, by path (the same text as their headings). */
  listPageNames: Readonly<Record<ListPagePath, string>>;
  /** The name of a product's or a detail's edit page: its heading and its title. */
  editPageName: (kind: 'product' | 'detail', id: number) => string;
  /** The name of a specimen's dossier (`/products/{id}/dossier`, an own record's, a shared one): «Досье: Замок № 2514». */
  dossierPageName: (title: string) => string;
  /** The name of the page of one year's details (/details/year/{year}). */
  yearDetailsPageName: (year: string | number) => string;
  notFoundPageName: string;
  photoTitle: (id: number) => string;
  /** A serial number as the language writes it after a name: «№ 2514», "No. 2514". */
  numbered: (number: string | number) => string;
}

const RU: PageTexts = {
  siteName: 'Музей «Тульский Максим»',
  siteDescription:
    'Онлайн-каталог тульского пулемёта «Максим» и станков к нему: изделия, детали, клейма, фотографии, год выпуска по номеру.',
  listPageNames: {
    '/catalog': 'Каталог',
    '/liter': 'Литература',
    '/forum': 'Форум',
    '/about': 'О проекте',
    '/add': 'Добавить в архив',
    '/products': 'Изделия',
    '/details': 'Список деталей',
    '/year': 'Год выпуска по номеру',
    '/search': 'Поиск по архиву',
    '/manufacturers': 'Производители',
    '/stamps': 'Клейма',
    '/gallery': 'Галерея',
    '/register': 'Регистрация',
    '/moderation': 'Модерация',
    '/moderation/year-check': 'Проверить год',
    '/moderation/contradictions': 'Примеры против таблицы',
    '/moderation/regions': 'Области на фотографиях',
    '/my-requests': 'Мои заявки',
    '/types': 'Типы деталей',
    '/exp': 'Экспериментальные инструменты',
    '/confirm-email': 'Подтверждение e-mail',
    '/reset-password': 'Новый пароль',
    '/profile': 'Профиль',
    '/collection': 'Моя коллекция',
    '/compare': 'Сравнение',
    '/import': 'Импорт таблицы',
    '/admin/users': 'Пользователи',
  },
  editPageName: (kind, id) => (kind === 'product' ? `Правка изделия №${id}` : `Правка детали №${id}`),
  dossierPageName: (title) => `Досье: ${title}`,
  yearDetailsPageName: (year) => `Детали за ${year} год`,
  notFoundPageName: 'Страница не найдена',
  photoTitle: (id) => `Фото №${id}`,
  numbered: (number) => numberLabel(String(number)),
};

const EN: PageTexts = {
  siteName: 'Tula Maxim Museum',
  siteDescription:
    'An online catalogue of the Tula Maxim machine gun and its mounts: complete guns, parts, stamps, photographs, and the year of manufacture by serial number.',
  listPageNames: {
    '/catalog': 'Catalogue',
    '/liter': 'Literature',
    '/forum': 'Forum',
    '/about': 'About the project',
    '/add': 'Add to the archive',
    '/products': 'Complete guns',
    '/details': 'Parts',
    '/year': 'Year of manufacture by serial number',
    '/search': 'Search the archive',
    '/manufacturers': 'Makers',
    '/stamps': 'Stamps',
    '/gallery': 'Gallery',
    '/register': 'Registration',
    '/moderation': 'Moderation',
    '/moderation/year-check': 'Check the year',
    '/moderation/contradictions': 'Examples against the table',
    '/moderation/regions': 'Regions marked on photos',
    '/my-requests': 'My proposals',
    '/types': 'Part types',
    '/exp': 'Experimental tools',
    '/confirm-email': 'E-mail confirmation',
    '/reset-password': 'New password',
    '/profile': 'Profile',
    '/collection': 'My collection',
    '/compare': 'Comparison',
    '/import': 'Spreadsheet import',
    '/admin/users': 'Users',
  },
  editPageName: (kind, id) => (kind === 'product' ? `Editing complete gun No. ${id}` : `Editing part No. ${id}`),
  dossierPageName: (title) => `Dossier: ${title}`,
  yearDetailsPageName: (year) => `Parts made in ${year}`,
  notFoundPageName: 'Page not found',
  photoTitle: (id) => `Photo No. ${id}`,
  numbered: (number) => numberLabel(String(number), 'No.'),
};

/** A page's path in a language: Russian at the root, every other language under /{locale} (`/products/1` → `/en/products/1`). */
export const localisedPath = (locale: Locale, path: string) =>
  locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

/** Page names and titles by language. */
export const PAGE_TEXTS: Readonly<Record<Locale, PageTexts>> = { ru: RU, en: EN };

/** A page's `<title>` in a language: the server writes it into the HTML, the client keeps it in step. */
export const pageTitleIn = (locale: Locale, name: string | null | undefined) =>
  name ? `${name} — ${PAGE_TEXTS[locale].siteName}` : PAGE_TEXTS[locale].siteName;

/** A plain page's meta description in a language: the page's name, then what the site is (the home page: what the site is). */
export const pageDescriptionIn = (locale: Locale, name: string | null | undefined) =>
  name ? `${name}. ${PAGE_TEXTS[locale].siteDescription}` : PAGE_TEXTS[locale].siteDescription;

// The Russian texts under their first names, for the callers that speak Russian only.
export const SITE_NAME = RU.siteName;
export const pageTitle = (name: string | null | undefined) => pageTitleIn('ru', name);
export const LIST_PAGE_NAMES: Readonly<Record<string, string>> = RU.listPageNames;
export const editPageName = RU.editPageName;
export const yearDetailsPageName = RU.yearDetailsPageName;
export const NOT_FOUND_PAGE_NAME = RU.notFoundPageName;
export const photoTitle = RU.photoTitle;

/** Item titles, as the item pages and cards show them (catalogue content: the same in every language). */
export const productTitle = (p: { id: number; name: string | null }) => p.name || `#${p.id}`;

/**
 * A detail's title in lists: its type, then its name, joined by a dash — unless the name already
 * starts with the type («Ствол с пулемёта» under type «Ствол»), which would read twice.
 */
export function typedName(typeName: string | null | undefined, name: string | null | undefined): string {
  // Names are catalogue content, entered in Russian whatever the page's language.
  const lower = (text: string) => text.toLocaleLowerCase('ru');
  if (name && typeName && lower(name).startsWith(lower(typeName))) return name;
  return [typeName, name].filter(Boolean).join(' — ');
}

/** What an item may carry in English (ADR 064): its name and description, or null. */
type InEnglish = { nameEn?: string | null; descriptionEn?: string | null };
/** The item's English name on English pages when it has one, else undefined. */
const englishName = (locale: Locale, item: InEnglish) => (showsEnglishContent(locale) && item.nameEn) || undefined;
/**
 * What a page in `locale` calls a named thing (a maker, type, subtype, stamp or item reference):
 * its English name on English pages where it has one, else its name as entered (ADR 082).
 */
export const nameIn = (locale: Locale, named: { name: string } & InEnglish): string => englishName(locale, named) ?? named.name;
/**
 * A product's title on its page in a language: its English name on English pages when present
 * (ADR 064), else its name, else «Без названия» / "Untitled" as the web's page says (issue 52).
 */
export const productTitleIn = (locale: Locale, p: { id: number; name: string | null } & InEnglish) =>
  englishName(locale, p) ?? (p.name || FIRST_SCREEN_TEXTS[locale].noName);
/** An item's description (HTML or plain text) on a page in a language: the English one on English pages when present. */
export const itemDescriptionIn = <T extends string | null>(locale: Locale, item: { description: T } & InEnglish): T | string =>
  (showsEnglishContent(locale) && item.descriptionEn) || item.description;
/**
 * A heading that reads as a name: the title with its serial number in the page's language
 * («Ствол с пулемёта № 3551», "Barrel No. 3551"), unless the title has the number already.
 */
export function withNumber(locale: Locale, title: string, number: string | null | undefined): string {
  if (!number || title.includes(number)) return title;
  return `${title} ${PAGE_TEXTS[locale].numbered(number)}`;
}

/**
 * A detail page's heading and title, the same on the server's head and the web's page (issue 52):
 * the English name on English pages when present, else its name or its type, with its number.
 */
export const detailHeadingIn = (
  locale: Locale,
  d: { id: number; name: string | null; number: string | null; type: { name: string } & InEnglish } & InEnglish,
) => withNumber(locale, englishName(locale, d) ?? (d.name || nameIn(locale, d.type) || `#${d.id}`), d.number);

/** Whether a page in this language shows the item's own English text (not the Russian as entered). */
export const showsEnglishName = (locale: Locale, item: InEnglish) => englishName(locale, item) !== undefined;
