import type { Locale } from './locale';
import { PAGE_TEXTS } from './page-titles';

/**
 * The site header's texts for an anonymous visitor: the server writes the header into the HTML
 * before the app (ADR 073), the web's header then draws the same; written once here, the web's
 * message catalogues take them from here.
 */
export interface HeaderTexts {
  /** The skip link above the header, shown when focused. */
  skipToContent: string;
  /** The logo's text: the site's name, as the page titles end. */
  museumName: string;
  /** The nav's name and the main links for everyone. */
  navLabel: string;
  nav: { search: string; gallery: string; year: string; about: string };
  /** The account controls of a visitor not signed in. */
  login: string;
  register: string;
  /** The menu button under 640 px. */
  openMenu: string;
  /** How this language names itself to readers of the other: the switch to it. */
  language: { code: string; version: string };
}

const RU: HeaderTexts = {
  skipToContent: 'Перейти к содержимому',
  museumName: PAGE_TEXTS.ru.siteName,
  navLabel: 'Основная навигация',
  nav: { search: 'Поиск', gallery: 'Галерея', year: 'Поиск по номеру', about: 'О проекте' },
  login: 'Войти',
  register: 'Регистрация',
  openMenu: 'Открыть меню',
  language: { code: 'RU', version: 'Русская версия' },
};

const EN: HeaderTexts = {
  skipToContent: 'Skip to content',
  museumName: PAGE_TEXTS.en.siteName,
  navLabel: 'Main navigation',
  nav: { search: 'Search', gallery: 'Gallery', year: 'Date by number', about: 'About' },
  login: 'Sign in',
  register: 'Register',
  openMenu: 'Open the menu',
  language: { code: 'EN', version: 'English version' },
};

/**
 * The header's main links for everyone, in their order: the server's header (ADR 073) and the web's
 * draw these; the web adds «Добавить» before the last one for a signed-in user.
 */
export const HEADER_LINKS = [
  { path: '/search', label: 'search' },
  { path: '/gallery', label: 'gallery' },
  { path: '/year', label: 'year' },
  { path: '/about', label: 'about' },
] as const satisfies readonly { path: string; label: keyof HeaderTexts['nav'] }[];

/** The header's texts by language. */
export const HEADER_TEXTS: Readonly<Record<Locale, HeaderTexts>> = { ru: RU, en: EN };
