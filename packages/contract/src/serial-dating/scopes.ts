import { IMPERIAL_TULA_FACTORY_NAME, TULA_FACTORY_NAME } from './lookup';
import type { SerialTableId } from './serial-tables';

/** How the API names a table (`table=`): the spec's path style. */
export const DATING_TABLE_PARAMS = { maxim: 'maxim', stateFactory: 'state-factory' } as const satisfies Record<SerialTableId, string>;
export type DatingTableParam = (typeof DATING_TABLE_PARAMS)[SerialTableId];

/**
 * Which catalogued items are examples for a table (ADR 060): guns (purpose «максим») of the
 * table's makers, as products, and their details of the types that carry the gun's own number.
 * Both tables count the Tula guns under both of the works' names: the catalogue does not record
 * which numbering a gun carries, so each table is checked against the same examples.
 */
export interface DatingScope {
  readonly belongsTo: 'максим';
  readonly makers: readonly string[];
  /** Detail types (of the same purpose) whose number is the gun's: the receiver. */
  readonly detailTypes: readonly string[];
}

const tulaGuns: DatingScope = {
  belongsTo: 'максим',
  makers: [IMPERIAL_TULA_FACTORY_NAME, TULA_FACTORY_NAME],
  detailTypes: ['Короб'],
};

export const DATING_SCOPES: Record<SerialTableId, DatingScope> = { maxim: tulaGuns, stateFactory: tulaGuns };

/** The table «Проверить год» checks the catalogue against: the Maxim table, whose numbers the Tula guns carry. */
export const CHECKED_TABLE: SerialTableId = 'maxim';

/** Most examples the dating answer gives on each side of a number. */
export const DATING_SIDE_MAX = 5;
/** Most points the chart's endpoint answers for one range of numbers. */
export const DATING_POINTS_MAX = 1000;
