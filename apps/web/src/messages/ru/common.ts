import { HEADER_TEXTS, PAGE_TEXTS } from '@museum/contract';
/** Texts of the site shell shared by every page. */
export const common = {
  museumName: HEADER_TEXTS.ru.museumName,
  /** A serial or record number after a name: «№ 2514», "No. 2514" (the contract's, as the server writes it). */
  numbered: PAGE_TEXTS.ru.numbered,
  /** Page titles the shell and the pages set (the contract's, which the server writes in the page's head). */
  pageNames: {
    list: PAGE_TEXTS.ru.listPageNames,
    yearDetails: PAGE_TEXTS.ru.yearDetailsPageName,
    notFound: PAGE_TEXTS.ru.notFoundPageName,
  },
  footer: {
    copyright: (year: number) => `© ${year} ${PAGE_TEXTS.ru.siteName}`,
    sectionsTitle: 'Разделы',
    version: (version: string) => `Версия ${version}`,
  },
  nav: {
    search: HEADER_TEXTS.ru.nav.search,
    gallery: HEADER_TEXTS.ru.nav.gallery,
    year: HEADER_TEXTS.ru.nav.year,
    add: 'Добавить',
    moderation: 'Модерация',
    about: HEADER_TEXTS.ru.nav.about,
    sections: 'Разделы',
    products: 'Изделия',
    details: 'Детали',
    manufacturers: 'Производители',
    stamps: 'Клейма',
    types: 'Типы деталей',
    exp: 'Экспериментальные инструменты',
  },
  loading: 'Загрузка…',
  /** A call that got no answer at all (ApiClient's NetworkError), in a toast or beside a form. */
  offline: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
  empty: 'Пока пусто.',
  /** Counts the server did not finish (ADR 022): a lower bound, or the database's estimate. */
  totals: {
    atLeast: (n: string) => `более ${n}`,
    about: (n: string) => `около ${n}`,
  },
} as const;
