import { FIELD_LABELS } from '@museum/contract';
import { PHOTO_LICENCE_TEXTS } from '@museum/contract/constants';
/** Texts of the research tools on item pages: history, citation, sharing, mistake reports, export, licences. */
export const research = {
  cite: {
    button: 'Цитировать',
    /** The heading of the citation printed under an item page (print stylesheet). */
    printTitle: 'Как сослаться на эту страницу',
    title: 'Цитировать',
    gost: 'ГОСТ Р 7.0.100-2018',
    chicago: 'Чикагское руководство (Chicago)',
    bibtex: 'BibTeX',
    link: 'Постоянная ссылка',
    copy: 'Копировать',
    copied: 'Скопировано в буфер обмена',
    copyFailed: 'Не удалось скопировать: выделите текст и скопируйте его вручную',
  },
  share: {
    button: 'Поделиться',
    linkCopied: 'Ссылка скопирована',
  },
  history: {
    title: 'История изменений',
    show: 'Показать историю изменений',
    hide: 'Скрыть историю изменений',
    loadError: 'Не удалось загрузить историю изменений.',
    empty: 'Изменений пока не было.',
    anonymous: 'неизвестный пользователь',
    byModeration: (id: number) => `по заявке № ${id}`,
    action: {
      CREATE: 'Создание',
      UPDATE: 'Изменение',
      DELETE: 'Удаление',
      LINK: 'Фото привязано',
      UNLINK: 'Фото отвязано',
    },
    field: 'Поле',
    before: 'Было',
    after: 'Стало',
    noFieldChanges: 'Поля не изменились.',
    more: 'Показать ещё',
    changes: 'Изменённые поля',
    /** Any other stored field by the contract's name of its request field (the validation answers' names). */
    requestFields: FIELD_LABELS,
    /** Fields a manufacturer has beyond those of products and details (their names are in ru.moderation.fields). */
    fields: {
      shortName: 'Краткое название',
      country: 'Страна',
      period: 'Годы работы',
      url: 'Сайт',
      credit: 'Автор фото',
      licence: 'Лицензия фото',
      // A stamp's fields (issue 33).
      kind: 'Вид клейма',
      yearFrom: 'Применялось с',
      yearTo: 'Применялось по',
      photoIds: 'Изображения',
    },
  },
  export: {
    label: 'Скачать результаты:',
    csv: 'CSV',
    jsonl: 'JSON Lines',
    csvTitle: 'Все найденные записи в CSV (открывается в Excel)',
    jsonlTitle: 'Все найденные записи в JSON Lines (одна запись в строке)',
  },
  rights: {
    /** The licences' names, from the contract's table (the server's credit lines use it too). */
    names: PHOTO_LICENCE_TEXTS.ru,
    licence: 'Лицензия',
    credit: 'Автор или источник',
    creditHint: 'Как подписать фото: фамилия автора, архив или книга',
    creditLine: (credit: string) => `Автор: ${credit}`,
    uploadLegend: 'Автор и лицензия загружаемых фото',
    edit: 'Изменить автора и лицензию',
    save: 'Сохранить',
    cancel: 'Отмена',
    saved: 'Автор и лицензия сохранены',
    saveError: 'Не удалось сохранить автора и лицензию',
  },
  report: {
    button: 'Сообщить об ошибке',
    title: 'Сообщить об ошибке',
    label: 'Что не так в этой записи?',
    hint: 'Модераторы прочитают сообщение и исправят запись.',
    send: 'Отправить',
    cancel: 'Отмена',
    sent: 'Спасибо! Сообщение отправлено модераторам.',
    sendError: 'Не удалось отправить сообщение',
    empty: 'Опишите ошибку',
    signIn: 'Войдите, чтобы сообщить об ошибке',
  },
} as const;
