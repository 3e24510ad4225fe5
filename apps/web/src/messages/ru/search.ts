import { FIRST_SCREEN_TEXTS, ITEM_FIELD_LABELS } from '@museum/contract';
/** Texts of the search page (/search). */
export const search = {
  title: 'Поиск по архиву',
  queryLabel: 'Что искать',
  placeholder: 'Год, номер, описание или тип',
  typeLabel: 'Где искать',
  types: { details: 'По деталям', products: 'По изделиям', all: 'По всему' },
  submit: 'Найти',
  showFilters: 'Показать фильтры',
  hideFilters: 'Скрыть фильтры',
  filtersLegend: 'Фильтры',
  applyFilters: 'Применить фильтры',
  resetFilters: 'Сбросить фильтры',
  /** Under the filters when products are searched: which filters only details answer. */
  productFiltersHint: 'Тип детали и подтип к изделиям не применяются.',
  filters: {
    year: 'Год',
    manufacturer: 'Производитель',
    belongsTo: 'Назначение',
    condition: ITEM_FIELD_LABELS.condition,
    type: 'Тип детали',
    subtype: 'Подтип',
    any: 'Любой',
    /** Under the year filter when it is not a year: the search waits until it is. */
    yearInvalid: 'Введите год: от 1 до 4 цифр, например 1916',
  },
  sortLabel: 'Сортировка',
  sorts: {
    'id,desc': 'Недавно добавленные',
    'id,asc': 'Давно добавленные',
    'year,desc': 'Год: по убыванию',
    'year,asc': 'Год: по возрастанию',
  } as Record<string, string>,
  sizeLabel: 'На странице:',
  productsSection: FIRST_SCREEN_TEXTS.ru.productsSection,
  detailsSection: FIRST_SCREEN_TEXTS.ru.detailsSection,
  /** `n` as formatTotal writes it: «7», «более 10 000», «около 85 000». */
  total: (n: string) => `Найдено: ${n}`,
  empty: FIRST_SCREEN_TEXTS.ru.searchEmpty,
  /** In place of results while the year filter is wrong. */
  yearNotSearched: 'Поиск не выполнен: исправьте год в фильтрах.',
  loading: 'Загрузка…',
  serverError: 'Ошибка на сервере',
  result: {
    year: 'Год:',
    number: 'Номер:',
    manufacturer: 'Производитель:',
    belongsTo: 'Назначение:',
    condition: `${ITEM_FIELD_LABELS.condition}:`,
    source: ITEM_FIELD_LABELS.source,
    detail: FIRST_SCREEN_TEXTS.ru.resultDetail,
    product: FIRST_SCREEN_TEXTS.ru.resultProduct,
    photo: (n: number) => `Фото ${n}`,
  },
} as const;
