import { ITEM_FIELD_LABELS_EN } from './fields/labels-en';
import { ITEM_FIELD_LABELS } from './fields/labels-ru';

/**
 * Russian names of request fields, so a validation answer reads «Логин: от 3 до 32 символов»
 * instead of naming a JSON path. Keys are the last path segment (`/body/photos/0/id` -> `photos`).
 */
const FIELD_LABELS_KEYS = {
  username: 'Логин',
  password: 'Пароль',
  email: 'E-mail',
  token: 'Ссылка из письма',
  id: 'Номер записи',
  ...ITEM_FIELD_LABELS,
  shortName: 'Краткое название',
  serialNumber: 'Номер',
  manufacturerId: 'Производитель',
  country: 'Страна',
  period: 'Годы работы',
  url: 'Ссылка',
  q: 'Запрос',
  lang: 'Язык',
  page: 'Страница',
  size: 'Размер страницы',
  sort: 'Сортировка',
  searchType: 'Вид поиска',
  status: 'Статус',
  reason: 'Причина',
  role: 'Роль',
  roles: 'Роли',
  entity: 'Запись',
  entityType: 'Вид записи',
  entityId: 'Номер записи',
  file: 'Файл',
  // A «Сообщить об ошибке» request's text (ADR 029).
  text: 'Сообщение',
} as const;
export const FIELD_LABELS: Readonly<Record<string, string>> = FIELD_LABELS_KEYS;

/** What a validation problem is about when it names no field: the whole body, query or path. */
const PART_LABELS_KEYS = {
  body: 'Тело запроса',
  querystring: 'Параметры запроса',
  params: 'Адрес запроса',
  headers: 'Заголовки запроса',
} as const;
export const PART_LABELS: Readonly<Record<string, string>> = PART_LABELS_KEYS;

/**
 * The English names of request fields, key for key with FIELD_LABELS ("Username: at least 3
 * characters long"); the catalogue's fields are named once, in `fields/labels-en.ts`.
 */
export const FIELD_LABELS_EN = {
  username: 'Username',
  password: 'Password',
  email: 'E-mail',
  token: 'Link from the e-mail',
  id: 'Record number',
  ...ITEM_FIELD_LABELS_EN,
  shortName: 'Short name',
  serialNumber: 'Number',
  manufacturerId: 'Maker',
  country: 'Country',
  period: 'Years of work',
  url: 'Link',
  q: 'Query',
  lang: 'Language',
  page: 'Page',
  size: 'Page size',
  sort: 'Sorting',
  searchType: 'Kind of search',
  status: 'Status',
  reason: 'Reason',
  role: 'Role',
  roles: 'Roles',
  entity: 'Record',
  entityType: 'Kind of record',
  entityId: 'Record number',
  file: 'File',
  text: 'Message',
} as const satisfies Readonly<Record<keyof typeof FIELD_LABELS_KEYS, string>>;

export const PART_LABELS_EN = {
  body: 'Request body',
  querystring: 'Request parameters',
  params: 'Request address',
  headers: 'Request headers',
} as const satisfies Readonly<Record<keyof typeof PART_LABELS_KEYS, string>>;
