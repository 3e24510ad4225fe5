import type { BelongsTo, ItemCondition } from '@museum/contract';
import type { ManufacturerKey, StampName } from './reference-data';

/** What a collector recorded about the object (issue 31): condition, inscriptions as read, provenance. */
export type DemoRecorded = { condition?: ItemCondition; markings?: string; provenance?: string };

export interface DemoProduct {
  key: string;
  name: string;
  number: string;
  year: number;
  belongsTo: BelongsTo;
  maker: ManufacturerKey;
  parent?: string;
  description: string;
  source: string;
  /** Parts recorded for this item: type name, optional subtype. */
  parts: [type: string, subtype?: string][];
  stamps: StampName[];
  recorded?: DemoRecorded;
  /** The item's name and description in English (ADR 064), for the English pages; most demo items have none. */
  english?: { nameEn: string; descriptionEn: string };
  /**
   * Parts whose number is not the product's, by type: a part from another gun, a number not read
   * (null), or the same number written otherwise (Latin look-alikes, no space), which still matches.
   */
  partNumbers?: Record<string, string | null>;
}

const SOURCE = 'Демонстрационные данные по открытым источникам; уточнения: museum@example.org';
const gunParts: [string, string?][] = [
  ['Ствол'],
  ['Кожух', 'гофрированный'],
  ['Короб'],
  ['Крышка короба'],
  ['Замок'],
  ['Приёмник'],
  ['Прицел'],
  ['Затыльник'],
];
const earlyGunParts: [string, string?][] = [['Ствол'], ['Кожух', 'гладкий'], ['Короб'], ['Замок'], ['Надульник'], ['Рама']];
const mountParts: [string, string?][] = [['Щит'], ['Хобот'], ['Колёса'], ['Вертлюг'], ['Подъёмный механизм']];

/** Guns with serials consistent with the year tables of the spec, and their mounts. */
export const demoProducts: DemoProduct[] = [
  {
    key: 'vickers-1904',
    name: 'Пулемёт Максима (Vickers) под русский патрон',
    number: '3551',
    year: 1904,
    belongsTo: 'максим',
    maker: 'vickers',
    description: '<p>Пулемёт английской поставки для русской армии, калибр 7,62 мм. Гладкий кожух, бронзовые детали.</p>',
    source: SOURCE,
    parts: earlyGunParts.slice(0, 4),
    stamps: ['Приёмочное клеймо'],
  },
  {
    key: 'dwm-1902',
    name: 'Пулемёт Максима обр. 1899 (DWM)',
    number: '1742',
    year: 1902,
    belongsTo: 'максим',
    maker: 'dwm',
    description: '<p>Немецкий пулемёт Максима, поставлявшийся в Россию до начала тульского производства.</p>',
    source: SOURCE,
    parts: earlyGunParts.slice(0, 3),
    stamps: ['Приёмочное клеймо'],
  },
  {
    key: 'maxim-1905',
    name: 'Пулемёт Максима обр. 1905 года',
    number: '127',
    year: 1905,
    belongsTo: 'максим',
    maker: 'itoz',
    description: '<p>Один из первых пулемётов тульской сборки: гладкий бронзовый кожух, <em>тяжёлый лафет</em>.</p>',
    source: SOURCE,
    parts: earlyGunParts,
    stamps: ['Двуглавый орёл', 'ИТОЗ с годом'],
    english: {
      nameEn: 'Maxim machine gun, 1905 pattern',
      descriptionEn:
        '<p>One of the first guns assembled at Tula: a smooth bronze water jacket and the <em>heavy wheeled carriage</em> of the early years.</p>',
    },
    recorded: {
      condition: 'удовлетворительное',
      markings: 'ИМПЕРАТОРСКIЙ ТУЛЬСКIЙ ОРУЖЕЙНЫЙ ЗАВОДЪ\nN 127 1905',
      provenance: 'Из собрания полкового музея; в 1920-х передан в артиллерийский музей.',
    },
  },
  {
    key: 'maxim-1910-2514',
    name: 'Пулемёт Максима обр. 1910 года',
    number: '2514',
    year: 1910,
    belongsTo: 'максим',
    maker: 'itoz',
    description: '<p>Пулемёт первого года выпуска образца 1910 года: стальной гофрированный кожух, облегчённые детали.</p>',
    english: {
      nameEn: 'Maxim machine gun, 1910 pattern',
      descriptionEn:
        '<p>Made in the first year of the 1910 pattern: a corrugated steel water jacket in place of the bronze one, and lighter parts throughout.</p>',
    },
    source: SOURCE,
    parts: gunParts.slice(0, 6),
    stamps: ['Двуглавый орёл', 'ИТОЗ с годом'],
    recorded: { condition: 'хорошее', markings: 'N 2514 1910' },
  },
  {
    key: 'maxim-1913',
    name: 'Пулемёт Максима обр. 1910 года',
    number: '4873',
    year: 1913,
    belongsTo: 'максим',
    maker: 'itoz',
    description: '<p>Довоенный выпуск Императорского Тульского оружейного завода.</p>',
    source: SOURCE,
    parts: gunParts.slice(0, 5),
    stamps: ['Двуглавый орёл', 'ИТОЗ с годом', 'Приёмочное клеймо'],
  },
  {
    key: 'maxim-1916',
    name: 'Пулемёт Максима обр. 1910 года',
    number: '17420',
    year: 1916,
    belongsTo: 'максим',
    maker: 'itoz',
    description:
      '<p>Пулемёт военного времени; в 1916 году выпуск достиг наибольшего размаха.</p><ul><li>кожух гофрированный</li><li>прицел рамочный</li></ul>',
    source: SOURCE,
    parts: gunParts,
    stamps: ['Двуглавый орёл', 'ИТОЗ с годом'],
    // A lock from another gun: the page shows «другой номер».
    partNumbers: { Замок: '18034' },
  },
  {
    key: 'maxim-1917',
    name: 'Пулемёт Максима обр. 1910 года',
    number: '31210',
    year: 1917,
    belongsTo: 'максим',
    maker: 'itoz',
    description: '<p>Выпуск 1917 года; на части деталей клейма сбиты или заменены.</p>',
    source: SOURCE,
    parts: gunParts.slice(2, 7),
    stamps: ['ИТОЗ с годом'],
  },
  {
    key: 'maxim-1921',
    name: 'Пулемёт Максима обр. 1910 года',
    number: '52177',
    year: 1921,
    belongsTo: 'максим',
    maker: 'toz',
    description: '<p>Советский выпуск времён Гражданской войны.</p>',
    source: SOURCE,
    parts: gunParts.slice(0, 5),
    stamps: ['Звезда со стрелой (Тула)', 'Приёмочное клеймо'],
  },
  {
    key: 'maxim-1929',
    name: 'Пулемёт Максима обр. 1910 года',
    number: '63412',
    year: 1929,
    belongsTo: 'максим',
    maker: 'toz',
    description: '<p>Последние годы выпуска образца 1910 года перед модернизацией.</p>',
    source: SOURCE,
    parts: gunParts.slice(1, 6),
    stamps: ['Звезда со стрелой (Тула)', 'ОТК'],
  },
  {
    key: 'maxim-1932',
    name: 'Пулемёт Максима обр. 1910/30 года',
    number: '88650',
    year: 1932,
    belongsTo: 'максим',
    maker: 'toz',
    description: '<p>Модернизированный пулемёт: прицел с дистанционной шкалой, <strong>затыльник нового образца</strong>.</p>',
    source: SOURCE,
    parts: gunParts,
    stamps: ['Звезда со стрелой (Тула)', 'ОТК'],
  },
  {
    key: 'maxim-1934',
    name: 'Пулемёт Максима обр. 1910/30 года',
    number: '106721',
    year: 1934,
    belongsTo: 'максим',
    maker: 'toz',
    description: '<p>Выпуск 1934 года завода № 66.</p>',
    source: SOURCE,
    parts: gunParts.slice(0, 6),
    stamps: ['Звезда со стрелой (Тула)', 'ОТК'],
  },
  {
    key: 'maxim-1942',
    name: 'Пулемёт Максима обр. 1910/30 года',
    number: 'АЕ 2415',
    year: 1942,
    belongsTo: 'максим',
    maker: 'izhmash',
    description: '<p>Военный выпуск Ижевского завода: упрощённая отделка, заливная горловина увеличенного диаметра.</p>',
    source: SOURCE,
    parts: gunParts.slice(0, 5),
    stamps: ['Треугольник со стрелой (Ижевск)', 'ОТК'],
    // Written in Latin letters without the space, as a collector might type it: still the gun's number.
    partNumbers: { Короб: 'AE2415' },
  },
  {
    key: 'maxim-1943',
    name: 'Пулемёт Максима обр. 1910/30 года',
    number: 'ПС 785',
    year: 1943,
    belongsTo: 'максим',
    maker: 'zlatoust',
    description: '<p>Пулемёт уральского выпуска 1943 года.</p>',
    source: SOURCE,
    parts: gunParts.slice(0, 4),
    stamps: ['ОТК'],
  },
  {
    key: 'sokolov-1912',
    name: 'Станок Соколова',
    number: '1217',
    year: 1912,
    belongsTo: 'станок',
    maker: 'lessner',
    parent: 'maxim-1910-2514',
    description: '<p>Колёсный станок системы Соколова ранней выделки, со щитом и откидными сошками.</p>',
    english: {
      nameEn: 'Sokolov wheeled mount',
      descriptionEn: '<p>An early Sokolov mount on two wheels, with its armoured shield and folding front legs.</p>',
    },
    source: SOURCE,
    parts: [...mountParts, ['Сошки']],
    stamps: ['Двуглавый орёл'],
  },
  {
    key: 'sokolov-1916',
    name: 'Станок Соколова',
    number: '8211',
    year: 1916,
    belongsTo: 'станок',
    maker: 'itoz',
    parent: 'maxim-1916',
    description: '<p>Станок военного выпуска к пулемёту № 17420.</p>',
    source: SOURCE,
    parts: mountParts.slice(0, 4),
    stamps: ['Двуглавый орёл', 'Приёмочное клеймо'],
  },
  {
    key: 'tripod-1915',
    name: 'Треножный станок обр. 1910 года',
    number: '412',
    year: 1915,
    belongsTo: 'станок',
    maker: 'itoz',
    parent: 'maxim-1913',
    description: '<p>Треножный станок для горных и крепостных частей.</p>',
    source: SOURCE,
    parts: [['Вертлюг'], ['Подъёмный механизм']],
    stamps: ['ИТОЗ с годом'],
  },
  {
    key: 'sokolov-1932',
    name: 'Станок Соколова обр. 1910/30 года',
    number: '40972',
    year: 1932,
    belongsTo: 'станок',
    maker: 'toz',
    parent: 'maxim-1932',
    description: '<p>Станок с модернизированным щитом к пулемёту обр. 1910/30 года.</p>',
    source: SOURCE,
    parts: mountParts,
    stamps: ['Звезда со стрелой (Тула)', 'ОТК'],
  },
  {
    key: 'universal-1931',
    name: 'Универсальный станок обр. 1931 года',
    number: '1377',
    year: 1933,
    belongsTo: 'станок',
    maker: 'toz',
    parent: 'maxim-1934',
    description: '<p>Станок Колесникова для стрельбы по наземным и воздушным целям.</p>',
    source: SOURCE,
    parts: [['Вертлюг'], ['Механизм рассеивания'], ['Подъёмный механизм']],
    stamps: ['Звезда со стрелой (Тула)'],
  },
  {
    key: 'sokolov-1942',
    name: 'Станок Соколова обр. 1910/30 года',
    number: 'АЕ 3310',
    year: 1942,
    belongsTo: 'станок',
    maker: 'izhmash',
    parent: 'maxim-1942',
    description: '<p>Станок военного выпуска, щит без окна.</p>',
    source: SOURCE,
    parts: mountParts.slice(0, 3),
    stamps: ['Треугольник со стрелой (Ижевск)'],
  },
];
