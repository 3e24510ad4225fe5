import { DATING_REACH } from '@museum/contract/dating';
import type { Catalogue } from '../catalogue';
import type { dating as ruDating } from '../ru/dating';

const number = new Intl.NumberFormat('en-GB');
const plural = new Intl.PluralRules('en-GB');
/** «7 guns», «1 receiver»: a count with its word, the number grouped as English writes it. */
const counted = (n: number, one: string, other: string) => `${number.format(n)} ${plural.select(n) === 'one' ? one : other}`;

/** Texts of dating from the catalogue's examples (issue 33): the evidence, the chart on /year, «Проверить год». */
export const dating: Catalogue<typeof ruDating> = {
  evidence: {
    loading: 'Looking for examples in the catalogue…',
    failed: 'The catalogue’s examples did not load.',
    none: 'The catalogue has no dated examples for this table yet.',
    serial: (value: number) => number.format(value),
    items: (guns: number, receivers: number) =>
      [guns > 0 ? counted(guns, 'gun', 'guns') : '', receivers > 0 ? counted(receivers, 'loose receiver', 'loose receivers') : '']
        .filter(Boolean)
        .join(' and '),
    one: (kind: 'product' | 'detail', serial: number, year: number) =>
      `The catalogue has one example: ${kind === 'product' ? 'gun' : 'loose receiver'} No. ${number.format(serial)}, made in ${year}.`,
    lead: (items: string, from: number, to: number) => `In the catalogue: ${items} numbered ${number.format(from)}–${number.format(to)}`,
    bothOfYear: (year: number) => `both made in ${year}`,
    allOfYear: (year: number) => `all made in ${year}`,
    years: (from: number, to: number, most: number | null) => `made in ${from}–${to}${most === null ? '' : `, most often ${most}`}`,
    disagree: (n: number) => `For ${number.format(n)} of them the year differs from the table by more than a year.`,
    estimate: (year: number, low: number, high: number, examples: number, within: number) =>
      `Estimate: ${year}${low === high ? '' : ` (${low} to ${high})`}; ${
        examples === 0
          ? `from the table: no example within ±${number.format(DATING_REACH)} numbers.`
          : `${counted(examples, 'example', 'examples')} within ±${number.format(within)} numbers.`
      }`,
    contradiction: (table: number, examples: number) =>
      `The examples nearby contradict the table: the table says ${table}, the examples ${examples}. The year or the number is worth checking.`,
    examplesLabel: 'Examples from the catalogue',
    example: (serial: number, year: number) => `No. ${number.format(serial)}, ${year}`,
    disagreeMark: 'year differs from the table',
  },
  chart: {
    heading: 'Numbers and years: the table and the catalogue',
    title: 'Maxim serial numbers and years of manufacture',
    desc: (points: number) =>
      `Bands are the Maxim table’s number ranges by year, dots are examples from the catalogue (${number.format(points)}). Crossed rings: the year differs from the table by more than a year.`,
    zoomLegend: 'Show numbers',
    from: 'Numbers from',
    to: 'Numbers to',
    reset: 'All numbers',
    loading: 'Loading the examples…',
    failed: 'The chart’s examples did not load.',
    truncated: (limit: number) => `The first ${number.format(limit)} examples are shown: narrow the range of numbers.`,
    pointLabel: (title: string, serial: number, year: number, agrees: boolean) =>
      `${title}, No. ${number.format(serial)}, ${year}${agrees ? '' : ', year differs from the table'}`,
    tableSummary: 'Table of the examples',
    columns: { number: 'Number', year: 'Year', item: 'Item', table: 'By the table' },
    agrees: 'agrees',
    disagrees: 'differs',
    empty: 'No examples in this range of numbers.',
    axisSerial: 'Number',
    axisYear: 'Year',
    legendBand: 'table range',
    legendPoint: 'catalogue example',
    legendOdd: 'year differs',
  },
  check: {
    title: 'Check the year',
    tabRequests: 'Proposals',
    lead: 'Items whose year differs from the Maxim table by more than a year: check the year or the number.',
    loading: 'Loading…',
    failed: 'The list did not load.',
    empty: 'Every dated item agrees with the table.',
    columns: { item: 'Item', number: 'Number', year: 'Year in the catalogue', table: 'By the table' },
    total: (n: number) => `Total: ${number.format(n)}`,
    answer: (answer) =>
      answer.kind === 'approx'
        ? `${answer.from}–${answer.to}`
        : answer.kind === 'exact'
          ? String(answer.year)
          : `${answer.kind === 'before' ? 'before' : 'after'} ${answer.year}`,
  },
  contradictions: {
    title: 'Examples against the table',
    lead: `Items whose year differs from the Maxim table’s exact year where the other examples near them (within ±${number.format(DATING_REACH)} numbers) say so too: the table or these years are worth checking.`,
    loading: 'Loading…',
    failed: 'The list did not load.',
    empty: 'The examples nowhere contradict the table.',
    columns: { item: 'Item', number: 'Number', year: 'Year in the catalogue', table: 'By the table', examples: 'By the examples near it' },
    total: (n: number) => `Total: ${number.format(n)}`,
    examplesYear: (year: number, examples: number) => `${year} (${counted(examples, 'example', 'examples')})`,
  },
};
