import { FIRST_SCREEN_TEXTS } from '@museum/contract';
/** Texts of the photo gallery (/gallery) and its lightbox card. */
export const gallery = {
  title: 'Галерея',
  showFilters: 'Показать фильтры',
  hideFilters: 'Скрыть фильтры',
  filtersLegend: 'Фильтры галереи',
  apply: 'Применить',
  reset: 'Сбросить фильтры',
  perPage: 'Фото на странице:',
  /** `n` as formatTotal writes it. */
  total: (n: string) => `Фотографий: ${n}`,
  tile: FIRST_SCREEN_TEXTS.ru.galleryTile,
  open: (id: number) => `Открыть фото №${id}`,
  empty: FIRST_SCREEN_TEXTS.ru.galleryEmpty,
  error: 'Ошибка при загрузке',
  info: {
    label: 'Сведения о фото',
    about: 'Информация о фото',
    collapse: 'Свернуть',
    expand: 'Развернуть',
    products: 'Изделия на фото',
    details: 'Детали на фото',
    nothing: 'На этом фото пока ничего не отмечено.',
    error: 'Не удалось загрузить сведения о фото.',
  },
} as const;
