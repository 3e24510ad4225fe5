import { DATING_REACH } from '@museum/contract/dating';

/** Texts of dating from the catalogue's examples (issue 33): the evidence, the chart on /year, «Проверить год». */

type Forms = { one: string; few: string; many: string };
const plural = new Intl.PluralRules('ru');
const number = new Intl.NumberFormat('ru');
const reach = DATING_REACH;
/** «1 пулемёт», «3 пулемёта», «7 пулемётов»: the word's form for a count. */
const counted = (count: number, forms: Forms) => `${number.format(count)} ${forms[plural.select(count) as keyof Forms] ?? forms.many}`;

const GUNS: Forms = { one: 'пулемёт', few: 'пулемёта', many: 'пулемётов' };
/** Receivers apart from a dated gun of their number (ADR 078: a gun and its own receiver count once). */
const RECEIVERS: Forms = { one: 'отдельный короб', few: 'отдельных короба', many: 'отдельных коробов' };
const EXAMPLES: Forms = { one: 'пример', few: 'примера', many: 'примеров' };

export const dating = {
  evidence: {
    loading: 'Ищем примеры в каталоге…',
    failed: 'Примеры из каталога не загрузились.',
    none: 'В каталоге пока нет датированных примеров этой таблицы.',
    serial: (value: number) => number.format(value),
    /** «7 пулемётов», «3 пулемёта и 2 отдельных короба». */
    items: (guns: number, receivers: number) =>
      [guns > 0 ? counted(guns, GUNS) : '', receivers > 0 ? counted(receivers, RECEIVERS) : ''].filter(Boolean).join(' и '),
    /** The one example: «В каталоге один пример: пулемёт № 12 200, 1916 года.» */
    one: (kind: 'product' | 'detail', serial: number, year: number) =>
      `В каталоге один пример: ${kind === 'product' ? 'пулемёт' : 'отдельный короб'} № ${number.format(serial)}, ${year} года.`,
    /** «В каталоге: 7 пулемётов с номерами 11 800–12 400» */
    lead: (items: string, from: number, to: number) => `В каталоге: ${items} с номерами ${number.format(from)}–${number.format(to)}`,
    bothOfYear: (year: number) => `оба ${year} года`,
    allOfYear: (year: number) => `все ${year} года`,
    /** Mixed years: «1915–1917 годов, чаще всего 1916 года» (the most frequent one when there is one). */
    years: (from: number, to: number, most: number | null) => `${from}–${to} годов${most === null ? '' : `, чаще всего ${most} года`}`,
    /** «У 1 из них год расходится с таблицей больше чем на год.» */
    disagree: (count: number) => `У ${number.format(count)} из них год расходится с таблицей больше чем на год.`,
    /** The estimate by distance (ADR 078) and its confidence in words: «Оценка: 1916 год; 2 примера в пределах ±500 номеров.» */
    estimate: (year: number, low: number, high: number, examples: number, within: number) =>
      `Оценка: ${year} год${low === high ? '' : ` (от ${low} до ${high})`}; ${
        examples === 0
          ? `по таблице: примеров в пределах ±${number.format(reach)} номеров нет.`
          : `${counted(examples, EXAMPLES)} в пределах ±${number.format(within)} номеров.`
      }`,
    /** The near examples against an exact table year, said plainly. */
    contradiction: (table: number, examples: number) =>
      `Примеры рядом расходятся с таблицей: по таблице ${table} год, по примерам ${examples}. Год или номер стоит проверить.`,
    examplesLabel: 'Примеры из каталога',
    /** After the item's title: «№ 12 200, 1916 год». */
    example: (serial: number, year: number) => `№ ${number.format(serial)}, ${year} год`,
    disagreeMark: 'год расходится с таблицей',
  },
  chart: {
    heading: 'Номера и годы: таблица и каталог',
    title: 'Номера «Максимов» и годы выпуска',
    desc: (points: number) =>
      `Полосы — диапазоны номеров таблицы «Максима» по годам, точки — примеры из каталога (${number.format(points)}). Перечёркнутые кольца — год расходится с таблицей больше чем на год.`,
    zoomLegend: 'Показать номера',
    from: 'Номера от',
    to: 'Номера до',
    reset: 'Все номера',
    loading: 'Загрузка примеров…',
    failed: 'Примеры для графика не загрузились.',
    truncated: (limit: number) => `Показаны первые ${number.format(limit)} примеров: сузьте диапазон номеров.`,
    pointLabel: (title: string, serial: number, year: number, agrees: boolean) =>
      `${title}, № ${number.format(serial)}, ${year} год${agrees ? '' : ', год расходится с таблицей'}`,
    tableSummary: 'Таблица примеров',
    columns: { number: 'Номер', year: 'Год', item: 'Предмет', table: 'По таблице' },
    agrees: 'сходится',
    disagrees: 'расходится',
    empty: 'В этом диапазоне номеров примеров нет.',
    axisSerial: 'Номер',
    axisYear: 'Год',
    legendBand: 'диапазон таблицы',
    legendPoint: 'пример из каталога',
    legendOdd: 'год расходится',
  },
  check: {
    title: 'Проверить год',
    tabRequests: 'Заявки',
    lead: 'Предметы, чей год расходится с таблицей «Максима» больше чем на год: проверьте год или номер.',
    loading: 'Загрузка…',
    failed: 'Список не загрузился.',
    empty: 'Все датированные предметы сходятся с таблицей.',
    columns: { item: 'Предмет', number: 'Номер', year: 'Год в каталоге', table: 'По таблице' },
    total: (count: number) => `Всего: ${number.format(count)}`,
    /** What the table says for the number, briefly: «1916», «1906–1907», «до 1905», «после 1934». */
    answer: (answer: { kind: 'exact' | 'before' | 'after'; year: number } | { kind: 'approx'; from: number; to: number }) =>
      answer.kind === 'approx'
        ? `${answer.from}–${answer.to}`
        : answer.kind === 'exact'
          ? String(answer.year)
          : `${answer.kind === 'before' ? 'до' : 'после'} ${answer.year}`,
  },
  /** «Примеры против таблицы» (ADR 078): where several examples near a number say another year than the table's exact one. */
  contradictions: {
    title: 'Примеры против таблицы',
    lead: `Предметы, чей год расходится с точным годом таблицы «Максима», когда и другие примеры рядом (в пределах ±${number.format(reach)} номеров) говорят то же: стоит проверить таблицу или эти годы.`,
    loading: 'Загрузка…',
    failed: 'Список не загрузился.',
    empty: 'Примеры нигде не спорят с таблицей.',
    columns: { item: 'Предмет', number: 'Номер', year: 'Год в каталоге', table: 'По таблице', examples: 'По примерам рядом' },
    total: (count: number) => `Всего: ${number.format(count)}`,
    /** «1919 (2 примера)». */
    examplesYear: (year: number, examples: number) => `${year} (${counted(examples, EXAMPLES)})`,
  },
} as const;
