/** Texts of the site shell shared by every page. */
export const common = {
  museumName: 'Музей «Тульский Максим»',
  footer: {
    copyright: (year: number) => `© ${year} Музей «Тульский Максим»`,
    sectionsTitle: 'Разделы',
    version: (version: string) => `Версия ${version}`,
  },
  nav: {
    search: 'Поиск',
    gallery: 'Галерея',
    year: 'Поиск по номеру',
    add: 'Добавить',
    moderation: 'Модерация',
    about: 'О проекте',
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
