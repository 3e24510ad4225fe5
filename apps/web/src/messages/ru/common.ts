/** Texts of the site shell shared by every page. */
export const common = {
  museumName: 'Музей «Тульский Максим»',
  footer: { copyright: '© 2025 Музей «Тульский Максим»' },
  nav: {
    search: 'Поиск',
    gallery: 'Галерея',
    year: 'Поиск по номеру',
    add: 'Добавить',
    moderation: 'Модерация',
    about: 'О проекте',
  },
  loading: 'Загрузка…',
  empty: 'Пока пусто.',
} as const;
