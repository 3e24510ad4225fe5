import { PAGE_TEXTS } from '@museum/contract';

/** Texts of a specimen's dossier, its share link and the comparison of two specimens (issue 54, points 4 and 5; ADR 089). */
export const dossier = {
  link: 'Досье',
  title: PAGE_TEXTS.ru.dossierPageName,
  print: 'Печать',
  facts: 'Сведения',
  numbers: 'Номера',
  numberOfItem: 'Номер предмета',
  stamps: 'Клейма',
  noStamps: 'Клейм не записано.',
  stampCrop: (name: string) => `Клеймо «${name}» на фотографии`,
  /** The specimen's year against a stamp's stated years of use. */
  stampYear: {
    within: (year: number) => `${year} г. — в годах клейма`,
    outside: (year: number) => `${year} г. — вне лет клейма`,
  },
  photos: 'Фотографии',
  noPhotos: 'Фотографий нет.',
  provenance: 'Происхождение',
  source: 'Источник',
  citation: 'Как цитировать',
  private: 'Из личных записей владельца',
  loadFailed: 'Не удалось загрузить досье.',
  choice: {
    title: 'Что из личных полей включить',
    hint: 'По умолчанию досье не показывает ни одного личного поля.',
  },
  share: {
    title: 'Ссылка для передачи',
    hint: 'По ссылке досье откроется без входа на сайт, с теми личными полями, что отмечены сейчас.',
    days: 'Срок действия, дней',
    create: 'Создать ссылку',
    creating: 'Создаём…',
    created: (date: string) => `Ссылка действует до ${date}. Скопируйте её сейчас: второй раз её не показать.`,
    url: 'Ссылка',
    /** The record's live link as the owner sees it again: never the link itself, only its hash is kept. */
    live: (date: string) => `Ссылка действует до ${date}.`,
    liveFields: (fields: string) => `В досье по ней: ${fields}.`,
    liveNoFields: 'Личных полей в досье по ней нет.',
    none: 'Действующей ссылки нет.',
    revoke: 'Отозвать ссылку',
    revoked: 'Ссылка отозвана',
    failed: 'Не удалось создать ссылку',
    revokeFailed: 'Не удалось отозвать ссылку',
  },
  shared: {
    note: (date: string) => `Досье передано владельцем записи; ссылка действует до ${date}.`,
    notFound: 'Досье по этой ссылке не найдено: ссылка неверна, отозвана или её срок истёк.',
  },
} as const;

/** Texts of «Сравнение» (`/compare?a=product:1&b=collection:7`). */
export const compare = {
  title: PAGE_TEXTS.ru.listPageNames['/compare'],
  link: 'Сравнить',
  withGun: 'Сравнить с пулемётом из каталога',
  field: 'Поле',
  differs: 'различается',
  same: 'совпадает',
  legend: 'Строки, где значения различаются, отмечены.',
  kinds: { product: 'Изделие каталога', detail: 'Деталь каталога', collection: 'Запись моей коллекции' },
  chooser: 'Что сравнить',
  sideA: 'Первый',
  sideB: 'Второй',
  sideHint: 'Например: product:1, detail:4 или collection:7',
  show: 'Сравнить',
  badSide: 'Укажите предмет как product:1, detail:4 или collection:7.',
  notFound: 'Предмет не найден.',
  signIn: 'Записи коллекции сравнивает только их владелец: войдите.',
  photos: 'Фотографии',
  photoCount: (n: number) => `${n} фото`,
  kind: 'Что это',
} as const;
