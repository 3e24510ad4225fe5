import { numberLabel, plural } from '@museum/contract';

const records = (n: number) => `${n} ${plural(n, 'запись', 'записи', 'записей')}`;

/** Texts of the spreadsheet import (ADR 065): its page, and the moderation queue's batch of an import. */
export const imports = {
  title: 'Импорт таблицы',
  /** The links to the page: the account menu's entry and the add page's line. */
  link: 'Импорт таблицы',
  fromAdd: 'Много записей сразу?',
  signInPrompt: 'Войдите, чтобы загрузить таблицу своей коллекции.',
  intro:
    'Загрузите таблицу CSV или XLSX со столбцами выгрузки каталога: одна строка — одна запись, в столбце «Вид» — «изделие» или «деталь». Производители, типы и клейма берутся из каталога по названию; каких в нём нет, добавятся вместе с записями.',
  /** A ZIP of the table and its photos (ADR 087). */
  photosHint:
    'Чтобы добавить фотографии, загрузите архив ZIP: в нём таблица и файлы фотографий, а в столбце «Фотографии» — имена этих файлов, по одному в строке.',
  limits: (rows: number, megabytes: number, zipMegabytes: number) =>
    `До ${rows} строк и ${megabytes} МБ; архив ZIP — до ${zipMegabytes} МБ.`,
  templates: 'Пустой шаблон:',
  choose: 'Выбрать файл',
  checking: (file: string) => `Проверяем «${file}»…`,
  wrongType: 'Нужен файл CSV, XLSX или ZIP.',
  tooLarge: (megabytes: number) => `Файл больше ${megabytes} МБ: разделите его на части.`,
  previewFailed: 'Не удалось проверить файл.',
  previewOf: (file: string) => `Файл «${file}»`,
  counts: (valid: number, invalid: number, unchanged: number) =>
    `Готово к импорту: ${valid} · с замечаниями: ${invalid}${unchanged > 0 ? ` · без изменений: ${unchanged}` : ''}`,
  /** What a row naming a record does: changes it (each field «Год: 1916 → 1917»), or nothing. */
  action: {
    update: (id: number) => `изменение записи №${id}`,
    unchanged: 'без изменений',
  },
  change: (label: string, before: string, after: string) => `${label}: ${before || '—'} → ${after || '—'}`,
  rowsCaption: 'Строки файла',
  line: 'Строка',
  record: 'Запись',
  problems: 'Замечания',
  noProblems: 'Нет',
  /** The photos a row brings from the ZIP, and the ZIP's files no row names (ADR 087). */
  photos: (names: string) => `Фотографии: ${names}`,
  unusedFiles: (names: string) => `Эти файлы архива не названы ни в одной строке и не войдут в импорт: ${names}`,
  kind: { product: 'изделие', detail: 'деталь' },
  noKind: 'вид не указан',
  untitled: 'без названия',
  number: (number: string) => numberLabel(number),
  otherColumns: 'Прочие столбцы файла',
  otherColumnsHint:
    'Этих столбцов нет в выгрузке каталога. Выберите, в какое поле читать каждый; выбор запомнится для файлов с такими же столбцами.',
  skipColumn: 'не загружать',
  invalidSkipped: 'Строки с замечаниями не войдут в импорт: исправьте их в файле и загрузите его снова.',
  nothingValid: 'В файле нет строк без замечаний: исправьте файл и загрузите его снова.',
  submitDirect: (n: number) => `Импортировать ${records(n)}`,
  submitProposal: (n: number) => `Отправить на проверку ${records(n)}`,
  proposalHint: 'Записи появятся в каталоге, когда их одобрит модератор.',
  submitFailed: 'Не удалось отправить записи.',
  another: 'Загрузить другой файл',
  created: (n: number) => `Добавлено в каталог: ${records(n)}.`,
  updated: (n: number) => `Изменено в каталоге: ${records(n)}.`,
  proposed: (n: number) => `На проверку отправлено: ${records(n)}. Модераторы рассмотрят их; решения появятся в разделе`,
  myRequests: 'Мои заявки',
  lineOf: (line: number) => `Строка ${line}`,
  /** The moderation queue's batch view of a plain user's import. */
  batch: {
    /** Followed by the sender's username, as written. */
    title: 'Импорт таблицы:',
    meta: (total: number, pending: number) => `${records(total)} из файла · на рассмотрении: ${pending}`,
    show: (n: number) => `Показать записи (${n})`,
    /** When the queue's page holds only some of the import's requests: the buttons still decide every waiting one. */
    partial: (shown: number, total: number, pending: number) =>
      `Здесь ${shown} из ${total}; «Одобрить все» и «Отклонить все» решают все ожидающие (${pending}).`,
    approveAll: 'Одобрить все',
    rejectAll: 'Отклонить все',
    /** The reference names an imported request proposed with it (issue 50, point 2): its approval makes them. */
    /** Followed by the names, each as its kind (`newNameKinds`) and the name in `nameQuotes`. */
    newNames: 'Добавятся в справочники при одобрении:',
    newNameKinds: { manufacturer: 'производитель', type: 'тип', subtype: 'подтип', stamps: 'клеймо' },
    nameQuotes: ['«', '»'],
    /** After the last name: the sentence's end. */
    newNamesEnd: '.',
    approved: (n: number) => `Одобрено: ${records(n)}`,
    rejected: (n: number) => `Отклонено: ${records(n)}`,
  },
} as const;
