import type { NumberedRecord, NumberRepeat } from './rule';

/** One written number and what the rule makes of it: every place that applies the rule is tested on these. */
export interface SerialNumberCase {
  /** The number as written on a record. */
  written: string;
  /** Its comparison key (`serialKeyOf`, the stored `serial_key`). */
  key: string;
  /** As pages show it (`numberLabel`). */
  label: string;
  /** As a year table reads it (`serialValueOf`, the stored `serial_value`), null when it cannot. */
  value: number | null;
}

/** The shared table of written numbers (ADR 078). */
export const SERIAL_NUMBER_CASES: readonly SerialNumberCase[] = [
  { written: '21105', key: '21105', label: '№ 21105', value: 21105 },
  { written: '№ 21105', key: '21105', label: '№ 21105', value: 21105 },
  { written: '№21105', key: '21105', label: '№21105', value: 21105 },
  { written: 'N 21105', key: '21105', label: 'N 21105', value: 21105 },
  { written: 'N21105', key: '21105', label: 'N21105', value: 21105 },
  { written: 'No. 21105', key: '21105', label: 'No. 21105', value: 21105 },
  { written: '21 105', key: '21105', label: '№ 21 105', value: 21105 },
  { written: '21-105', key: '21105', label: '№ 21-105', value: 21105 },
  { written: '21.105', key: '21105', label: '№ 21.105', value: 21105 },
  { written: '21\u2013105', key: '21105', label: '№ 21\u2013105', value: 21105 },
  { written: ' 21105 ', key: '21105', label: '№ 21105', value: 21105 },
  { written: 'АЕ 2415', key: 'ае2415', label: '№ АЕ 2415', value: null },
  { written: 'AE2415', key: 'ае2415', label: '№ AE2415', value: null },
  { written: 'ae-2415', key: 'ае2415', label: '№ ae-2415', value: null },
  { written: '№ AE 2415', key: 'ае2415', label: '№ AE 2415', value: null },
  { written: 'NA 15', key: 'nа15', label: '№ NA 15', value: null },
  { written: 'ТОЗ', key: 'тоз', label: '№ ТОЗ', value: null },
  { written: '12345678901', key: '12345678901', label: '№ 12345678901', value: null },
];

/** Two numbered records and what their one number means (`numberRepeat`). */
export interface SerialRepeatCase {
  name: string;
  a: NumberedRecord;
  b: NumberedRecord;
  repeat: NumberRepeat | null;
}

const gun = (number: string, own: string, makerId: number | null = 1): NumberedRecord => ({ kind: 'product', number, makerId, own });
const part = (number: string, own: string | null, makerId: number | null = 1): NumberedRecord => ({ kind: 'detail', number, makerId, own });

/** The shared table of repeats (ADR 078): which are matches, which duplicates, which allowed. */
export const SERIAL_REPEAT_CASES: readonly SerialRepeatCase[] = [
  { name: 'a part with its own gun’s number', a: gun('21105', 'p1'), b: part('№ 21105', 'p1'), repeat: 'match' },
  { name: 'a gun’s number on its part, the other way round', a: part('21 105', 'p1'), b: gun('N 21105', 'p1'), repeat: 'match' },
  { name: 'a part of another gun', a: gun('18034', 'p1'), b: part('18034', 'p2'), repeat: 'allowed' },
  { name: 'a loose part', a: gun('18034', 'p1'), b: part('18034', null), repeat: 'allowed' },
  { name: 'two parts of one gun', a: part('21105', 'p1'), b: part('21105', 'p1'), repeat: 'allowed' },
  { name: 'two guns of one maker', a: gun('21105', 'p1'), b: gun('№ 21105', 'p2'), repeat: 'duplicate' },
  { name: 'two guns, one maker not known', a: gun('21105', 'p1'), b: gun('21105', 'p2', null), repeat: 'duplicate' },
  { name: 'two makers’ own numberings', a: gun('21105', 'p1', 1), b: gun('21105', 'p2', 2), repeat: 'allowed' },
  { name: 'different numbers', a: gun('21105', 'p1'), b: part('21106', 'p1'), repeat: null },
];
