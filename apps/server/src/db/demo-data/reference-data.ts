import type { BelongsTo } from '@museum/contract';

/** Demonstration data, built from public facts about the Tula Maxim and its makers. */
export const DEMO_NOTE = 'Демонстрационная запись: создана для знакомства с каталогом.';
/** The same note in English, under an item's English description. */
export const DEMO_NOTE_EN = 'A demonstration record, made to show how the catalogue works.';

export const demoManufacturers = [
  {
    key: 'itoz',
    name: 'Императорский Тульский оружейный завод',
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
    shortName: 'ИМЗ',
    country: 'СССР',
    period: '1941–1945',
    url: null,
    description: '<p>Развернул выпуск пулемётов Максима в годы Великой Отечественной войны.</p>',
  },
  {
    key: 'zlatoust',
    name: 'Златоустовский машиностроительный завод',
    shortName: 'ЗМЗ',
    country: 'СССР',
    period: '1942–1945',
    url: null,
    description: '<p>Эвакуированное производство пулемётов Максима на Урале, 1942–1945 годы.</p>',
  },
  {
    key: 'vickers',
    name: 'Vickers, Sons & Maxim',
    shortName: 'VSM',
    country: 'Великобритания',
    period: '1897–1911',
    url: 'https://en.wikipedia.org/wiki/Vickers',
    description: '<p>Английская фирма, поставлявшая пулемёты Максима в Россию до развёртывания производства в Туле.</p>',
  },
  {
    key: 'dwm',
    name: 'Deutsche Waffen- und Munitionsfabriken',
    shortName: 'DWM',
    country: 'Германия',
    period: '1896–1918',
    url: 'https://en.wikipedia.org/wiki/Deutsche_Waffen-_und_Munitionsfabriken',
    description: '<p>Немецкий производитель; поставлял пулемёты Максима русской армии в начале XX века.</p>',
  },
  {
    key: 'lessner',
    name: 'Завод Лесснера',
    shortName: null,
    country: 'Россия',
    period: '1910–1917',
    url: null,
    description: '<p>Петербургский завод, изготовлявший первые колёсные станки системы Соколова.</p>',
  },
] as const;
export type ManufacturerKey = (typeof demoManufacturers)[number]['key'];

/** `carriesNumber`: the main parts stamped with the gun's number, compared on its page (ADR 063). */
export const demoTypes: { name: string; belongsTo: BelongsTo; description?: string; subtypes?: string[]; carriesNumber?: true }[] = [
  { name: 'Ствол', belongsTo: 'максим', description: 'Ствол пулемёта с нарезами.', carriesNumber: true },
  {
    name: 'Кожух',
    belongsTo: 'максим',
    description: 'Водяной кожух охлаждения ствола.',
    subtypes: ['гофрированный', 'гладкий'],
    carriesNumber: true,
  },
  { name: 'Короб', belongsTo: 'максим', description: 'Ствольная коробка.', carriesNumber: true },
  { name: 'Крышка короба', belongsTo: 'максим', carriesNumber: true },
  { name: 'Приёмник', belongsTo: 'максим', description: 'Механизм подачи ленты.', carriesNumber: true },
  { name: 'Замок', belongsTo: 'максим', carriesNumber: true },
  { name: 'Рама', belongsTo: 'максим' },
  { name: 'Коробка возвратной пружины', belongsTo: 'максим' },
  { name: 'Прицел', belongsTo: 'максим' },
  { name: 'Затыльник', belongsTo: 'максим', description: 'Затыльник с рукоятками и спуском.' },
  { name: 'Надульник', belongsTo: 'максим' },
  { name: 'Щит', belongsTo: 'станок', description: 'Броневой щит станка.' },
  { name: 'Хобот', belongsTo: 'станок' },
  { name: 'Колёса', belongsTo: 'станок' },
  { name: 'Вертлюг', belongsTo: 'станок' },
  { name: 'Подъёмный механизм', belongsTo: 'станок' },
  { name: 'Механизм рассеивания', belongsTo: 'станок' },
  { name: 'Сошки', belongsTo: 'станок' },
  { name: 'Лента', belongsTo: 'ЗИП', description: 'Патронная лента на 250 патронов.' },
  { name: 'Коробка для ленты', belongsTo: 'ЗИП' },
  { name: 'Запасной ствол', belongsTo: 'ЗИП' },
  { name: 'Ящик ЗИП', belongsTo: 'ЗИП' },
  { name: 'Документы', belongsTo: 'другое', description: 'Формуляры, наставления, паспорта.' },
  { name: 'Фурнитура', belongsTo: 'другое' },
];

/**
 * The demo stamps as evidence (issue 33): kind, meaning, maker and years of use; each gets a demo
 * image of its own when loaded.
 */
export const demoStamps = [
  {
    name: 'Звезда со стрелой (Тула)',
    kind: 'FACTORY',
    maker: 'toz',
    yearFrom: 1928,
    yearTo: 1945,
    description:
      '<p>Заводское клеймо <b>Тульского оружейного завода</b> советского времени: пятиконечная звезда, в которую вписана стрела.</p><p>Ставилось на ствольную коробку и крупные детали.</p>',
  },
  {
    name: 'Двуглавый орёл',
    kind: 'ACCEPTANCE',
    maker: 'itoz',
    yearFrom: 1905,
    yearTo: 1917,
    description: '<p>Клеймо военной приёмки императорского периода: <i>двуглавый орёл</i> над буквами приёмщика.</p>',
  },
  {
    name: 'ИТОЗ с годом',
    kind: 'YEAR',
    maker: 'itoz',
    yearFrom: 1910,
    yearTo: 1917,
    description: '<p>Заводская марка с годом выпуска: по ней датируют изделие, если номер не сохранился.</p>',
  },
  {
    name: 'Приёмочное клеймо',
    kind: 'ACCEPTANCE',
    maker: null,
    yearFrom: 1918,
    yearTo: 1945,
    description: '<p>Клеймо военной приёмки советского времени.</p>',
  },
  {
    name: 'Треугольник со стрелой (Ижевск)',
    kind: 'FACTORY',
    maker: 'izhmash',
    yearFrom: 1928,
    yearTo: null,
    description: '<p>Заводское клеймо Ижевского завода: стрела в треугольнике.</p>',
  },
  {
    name: 'ОТК',
    kind: 'INSPECTOR',
    maker: null,
    yearFrom: null,
    yearTo: null,
    description: '<p>Клеймо отдела технического контроля: деталь принята контролёром завода.</p>',
  },
] as const;
export type StampName = (typeof demoStamps)[number]['name'];
