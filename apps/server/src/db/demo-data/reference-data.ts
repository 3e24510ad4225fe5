import type { BelongsTo } from '@museum/contract';

/** Demonstration data, built from public facts about the Tula Maxim and its makers. */
export const DEMO_NOTE = 'Демонстрационная запись: создана для знакомства с каталогом.';
/** The same note in English, under an item's English description. */
export const DEMO_NOTE_EN = 'A demonstration record, made to show how the catalogue works.';

export const demoManufacturers = [
  {
    key: 'itoz',
    name: 'Императорский Тульский оружейный завод',
    nameEn: 'Imperial Tula Arms Plant',
    shortName: 'ИТОЗ',
    country: 'Россия',
    period: '1904–1917',
    url: 'https://ru.wikipedia.org/wiki/Тульский_оружейный_завод',
    description:
      '<p>С 1904 года выпускал пулемёты системы Максима по лицензии фирмы «Виккерс, Сыновья и Максим». Здесь в 1910 году принят на вооружение пулемёт Максима обр. 1910 года.</p>',
  },
  {
    key: 'toz',
    name: 'Тульский оружейный завод',
    nameEn: 'Tula Arms Plant',
    shortName: 'ТОЗ',
    country: 'СССР',
    period: '1918–1941',
    url: 'https://ru.wikipedia.org/wiki/Тульский_оружейный_завод',
    description:
      '<p>Основной производитель пулемёта Максима в советское время; с 1920-х годов также <strong>завод № 66</strong>. Выпускал модернизированный пулемёт обр. 1910/30 года.</p>',
  },
  {
    key: 'izhmash',
    name: 'Ижевский машиностроительный завод',
    nameEn: 'Izhevsk Machine-Building Plant',
    shortName: 'ИМЗ',
    country: 'СССР',
    period: '1941–1945',
    url: null,
    description: '<p>Развернул выпуск пулемётов Максима в годы Великой Отечественной войны.</p>',
  },
  {
    key: 'zlatoust',
    name: 'Златоустовский машиностроительный завод',
    nameEn: 'Zlatoust Machine-Building Plant',
    shortName: 'ЗМЗ',
    country: 'СССР',
    period: '1942–1945',
    url: null,
    description: '<p>Эвакуированное производство пулемётов Максима на Урале, 1942–1945 годы.</p>',
  },
  {
    key: 'vickers',
    name: 'Vickers, Sons & Maxim',
    nameEn: 'Vickers, Sons & Maxim',
    shortName: 'VSM',
    country: 'Великобритания',
    period: '1897–1911',
    url: 'https://en.wikipedia.org/wiki/Vickers',
    description: '<p>Английская фирма, поставлявшая пулемёты Максима в Россию до развёртывания производства в Туле.</p>',
  },
  {
    key: 'dwm',
    name: 'Deutsche Waffen- und Munitionsfabriken',
    nameEn: 'Deutsche Waffen- und Munitionsfabriken',
    shortName: 'DWM',
    country: 'Германия',
    period: '1896–1918',
    url: 'https://en.wikipedia.org/wiki/Deutsche_Waffen-_und_Munitionsfabriken',
    description: '<p>Немецкий производитель; поставлял пулемёты Максима русской армии в начале XX века.</p>',
  },
  {
    key: 'lessner',
    name: 'Завод Лесснера',
    nameEn: 'Lessner Works',
    shortName: null,
    country: 'Россия',
    period: '1910–1917',
    url: null,
    description: '<p>Петербургский завод, изготовлявший первые колёсные станки системы Соколова.</p>',
  },
] as const;
export type ManufacturerKey = (typeof demoManufacturers)[number]['key'];

/** `carriesNumber`: the main parts stamped with the gun's number, compared on its page (ADR 063). */
/** A demo name and its English name: the demo catalogue names every reference entry in English (ADR 082). */
type DemoName = { name: string; nameEn: string };

export const demoTypes: (DemoName & { belongsTo: BelongsTo; description?: string; subtypes?: DemoName[]; carriesNumber?: true })[] = [
  { name: 'Ствол', nameEn: 'Barrel', belongsTo: 'максим', description: 'Ствол пулемёта с нарезами.', carriesNumber: true },
  {
    name: 'Кожух',
    nameEn: 'Water jacket',
    belongsTo: 'максим',
    description: 'Водяной кожух охлаждения ствола.',
    subtypes: [
      { name: 'гофрированный', nameEn: 'corrugated' },
      { name: 'гладкий', nameEn: 'smooth' },
    ],
    carriesNumber: true,
  },
  { name: 'Короб', nameEn: 'Receiver', belongsTo: 'максим', description: 'Ствольная коробка.', carriesNumber: true },
  { name: 'Крышка короба', nameEn: 'Receiver cover', belongsTo: 'максим', carriesNumber: true },
  { name: 'Приёмник', nameEn: 'Feed block', belongsTo: 'максим', description: 'Механизм подачи ленты.', carriesNumber: true },
  { name: 'Замок', nameEn: 'Lock', belongsTo: 'максим', carriesNumber: true },
  { name: 'Рама', nameEn: 'Frame', belongsTo: 'максим' },
  { name: 'Коробка возвратной пружины', nameEn: 'Return spring box', belongsTo: 'максим' },
  { name: 'Прицел', nameEn: 'Rear sight', belongsTo: 'максим' },
  { name: 'Затыльник', nameEn: 'Rear plate', belongsTo: 'максим', description: 'Затыльник с рукоятками и спуском.' },
  { name: 'Надульник', nameEn: 'Muzzle booster', belongsTo: 'максим' },
  { name: 'Щит', nameEn: 'Shield', belongsTo: 'станок', description: 'Броневой щит станка.' },
  { name: 'Хобот', nameEn: 'Trail', belongsTo: 'станок' },
  { name: 'Колёса', nameEn: 'Wheels', belongsTo: 'станок' },
  { name: 'Вертлюг', nameEn: 'Swivel', belongsTo: 'станок' },
  { name: 'Подъёмный механизм', nameEn: 'Elevating mechanism', belongsTo: 'станок' },
  { name: 'Механизм рассеивания', nameEn: 'Traversing mechanism', belongsTo: 'станок' },
  { name: 'Сошки', nameEn: 'Bipod', belongsTo: 'станок' },
  { name: 'Лента', nameEn: 'Belt', belongsTo: 'ЗИП', description: 'Патронная лента на 250 патронов.' },
  { name: 'Коробка для ленты', nameEn: 'Belt box', belongsTo: 'ЗИП' },
  { name: 'Запасной ствол', nameEn: 'Spare barrel', belongsTo: 'ЗИП' },
  { name: 'Ящик ЗИП', nameEn: 'Spare parts chest', belongsTo: 'ЗИП' },
  { name: 'Документы', nameEn: 'Documents', belongsTo: 'другое', description: 'Формуляры, наставления, паспорта.' },
  { name: 'Фурнитура', nameEn: 'Fittings', belongsTo: 'другое' },
];

/**
 * The demo stamps as evidence (issue 33): kind, meaning, maker and years of use; each gets a demo
 * image of its own when loaded.
 */
export const demoStamps = [
  {
    name: 'Звезда со стрелой (Тула)',
    nameEn: 'Star with an arrow (Tula)',
    kind: 'FACTORY',
    maker: 'toz',
    yearFrom: 1928,
    yearTo: 1945,
    description:
      '<p>Заводское клеймо <b>Тульского оружейного завода</b> советского времени: пятиконечная звезда, в которую вписана стрела.</p><p>Ставилось на ствольную коробку и крупные детали.</p>',
  },
  {
    name: 'Двуглавый орёл',
    nameEn: 'Double-headed eagle',
    kind: 'ACCEPTANCE',
    maker: 'itoz',
    yearFrom: 1905,
    yearTo: 1917,
    description: '<p>Клеймо военной приёмки императорского периода: <i>двуглавый орёл</i> над буквами приёмщика.</p>',
  },
  {
    name: 'ИТОЗ с годом',
    nameEn: 'ITOZ with the year',
    kind: 'YEAR',
    maker: 'itoz',
    yearFrom: 1910,
    yearTo: 1917,
    description: '<p>Заводская марка с годом выпуска: по ней датируют изделие, если номер не сохранился.</p>',
  },
  {
    name: 'Приёмочное клеймо',
    nameEn: 'Acceptance stamp',
    kind: 'ACCEPTANCE',
    maker: null,
    yearFrom: 1918,
    yearTo: 1945,
    description: '<p>Клеймо военной приёмки советского времени.</p>',
  },
  {
    name: 'Треугольник со стрелой (Ижевск)',
    nameEn: 'Triangle with an arrow (Izhevsk)',
    kind: 'FACTORY',
    maker: 'izhmash',
    yearFrom: 1928,
    yearTo: null,
    description: '<p>Заводское клеймо Ижевского завода: стрела в треугольнике.</p>',
  },
  {
    name: 'ОТК',
    nameEn: 'OTK (quality control)',
    kind: 'INSPECTOR',
    maker: null,
    yearFrom: null,
    yearTo: null,
    description: '<p>Клеймо отдела технического контроля: деталь принята контролёром завода.</p>',
  },
] as const;
export type StampName = (typeof demoStamps)[number]['name'];
