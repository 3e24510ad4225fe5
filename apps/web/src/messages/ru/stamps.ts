import { STAMP_KIND_LABELS, type StampKind } from '@museum/contract';

/** The stamps' pages (issue 33): the list by kind, a stamp's page and its form. */
export const stamps = {
  title: 'Клейма',
  pageTitle: 'Клеймо',
  intro: 'Клейма как свидетельства: что означает каждое, где и когда его ставили, какие предметы каталога его несут.',
  loading: 'Загрузка…',
  error: 'Не удалось загрузить клейма',
  stampError: 'Не удалось загрузить клеймо',
  empty: 'Клейм пока нет.',
  /** A kind's name with a capital, as a heading. */
  kindHeading: (kind: StampKind) => {
    const label = STAMP_KIND_LABELS.ru[kind] ?? String(kind);
    return label.charAt(0).toUpperCase() + label.slice(1);
  },
  /** A kind's name; an unknown one (from a newer server) as its code. */
  kindLabel: (kind: StampKind) => STAMP_KIND_LABELS.ru[kind] ?? String(kind),
  bearingCount: (n: number) => {
    const forms: Record<string, string> = { one: 'предмет', few: 'предмета', many: 'предметов', other: 'предмета' };
    return `${n.toLocaleString('ru-RU')} ${forms[new Intl.PluralRules('ru-RU').select(n)]}`;
  },
  noImage: 'Нет изображения',
  imageAlt: (name: string, n: number) => `Клеймо «${name}», изображение ${n}`,
  facts: {
    kind: 'Вид',
    manufacturer: 'Производитель',
    years: 'Годы применения',
    bearing: 'Предметов с клеймом',
  },
  /** The visual key (issue 51): «Какое это клеймо?» */
  key: {
    title: 'Какое это клеймо?',
    intro: 'Выберите вид, производителя, годы или деталь, на которой стоит клеймо, и сравните изображения.',
    kind: 'Вид',
    maker: 'Производитель',
    yearFrom: 'Годы с',
    yearTo: 'по',
    part: 'Деталь',
    any: 'Любой',
    conflictOnly: 'Только расхождения в годах',
    reset: 'Сбросить',
    none: 'Таких клейм нет: измените условия.',
    crops: (name: string) => `«${name}» на фотографиях`,
  },
  add: {
    create: 'Добавить клеймо',
    propose: 'Предложить клеймо',
    proposed: 'Клеймо отправлено модераторам.',
  },
  /** The evidence of dated items against the stamp's stated years (issue 51). */
  conflict: {
    badge: 'Расхождение в годах',
    text: (stated: string, seen: string, items: string) =>
      `Расхождение: клеймо указано для ${stated}, а датированные предметы с ним — ${seen} (${items}).`,
    moderationTab: 'Клейма: расхождения',
  },
  meaning: 'Что означает',
  noMeaning: 'Значение пока не описано.',
  images: 'Изображения',
  seenWith: 'Встречается',
  seenYears: 'Годы предметов',
  seenMakers: 'Производители предметов',
  seenNothing: 'Предметов с этим клеймом в каталоге пока нет.',
  items: 'Предметы с этим клеймом',
  itemsEmpty: 'Пока ни один предмет каталога не несёт это клеймо.',
  itemsError: 'Не удалось загрузить предметы',
  searchDetails: 'Искать детали с этим клеймом',
  edit: 'Изменить',
  propose: 'Предложить изменение',
  delete: 'Удалить',
  confirmDelete: 'Удалить это клеймо?',
  deleted: 'Клеймо удалено',
  deleteError: 'Не удалось удалить клеймо',
  inUse: 'Клеймо указано у деталей: сначала уберите его с них',
  saved: 'Клеймо сохранено',
  proposed: 'Изменение отправлено на модерацию',
  saveError: 'Не удалось сохранить клеймо',
  form: {
    label: 'Клеймо',
    name: 'Название',
    kind: 'Вид',
    description: 'Что означает',
    manufacturer: 'Производитель',
    noManufacturer: 'Не указан',
    yearFrom: 'Применялось с (год)',
    yearTo: 'по (год)',
    yearsOrder: 'Год «по» раньше года «с»',
    save: 'Сохранить',
    submitProposal: 'Отправить на модерацию',
    cancel: 'Отмена',
  },
} as const;
