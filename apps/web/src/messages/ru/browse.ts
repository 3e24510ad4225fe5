import { FIRST_SCREEN_TEXTS } from '@museum/contract';
/** Texts of the shared browsing controls: pager, lightbox, scroll buttons, item facts. */
export const browse = {
  pager: {
    label: 'Страницы',
    first: 'Первая страница',
    last: 'Последняя страница',
    prev: 'Предыдущая страница',
    next: 'Следующая страница',
    prevShort: 'Назад',
    nextShort: 'Вперёд',
    page: (n: number) => `Страница ${n}`,
  },
  lightbox: {
    /** `total` as formatTotal writes it. */
    title: (n: number, total: string) => `Просмотр фото ${n} из ${total}`,
    counter: (n: number, total: string) => `${n} / ${total}`,
    close: 'Закрыть',
    prev: 'Предыдущее фото',
    next: 'Следующее фото',
    zoomIn: 'Увеличить',
    zoomOut: 'Уменьшить',
    hideThumbs: 'Скрыть миниатюры',
    showThumbs: 'Показать миниатюры',
    thumbs: 'Миниатюры',
    photoAlt: (id: number) => `Фото №${id}`,
  },
  scrollUp: 'Наверх',
  scrollDown: 'Вниз',
  loading: 'Загрузка…',
  noName: FIRST_SCREEN_TEXTS.ru.noName,
} as const;
