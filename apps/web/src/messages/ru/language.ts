import { HEADER_TEXTS } from '@museum/contract';
/**
 * Said in Russian to a reader of the other language: the switch's name and the first-visit offer.
 * A module of its own, so an English page's switch reads it without the whole Russian catalogue.
 */
export const language = {
  code: HEADER_TEXTS.ru.language.code,
  version: HEADER_TEXTS.ru.language.version,
  offer: 'Этот музей есть и на русском языке.',
  accept: 'Открыть по-русски',
  dismiss: 'Нет, спасибо',
};
