import { ITEM_FIELD_LABELS } from './fields/labels-ru';

/**
 * Russian names of request fields, so a validation answer reads «Логин: от 3 до 32 символов»
 * instead of naming a JSON path. Keys are the last path segment (`/body/photos/0/id` -> `photos`).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
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
};

/** What a validation problem is about when it names no field: the whole body, query or path. */
export const PART_LABELS: Readonly<Record<string, string>> = {
  body: 'Тело запроса',
  querystring: 'Параметры запроса',
  params: 'Адрес запроса',
  headers: 'Заголовки запроса',
};
