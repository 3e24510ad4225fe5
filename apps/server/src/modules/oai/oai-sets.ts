import { BELONGS_TO_VALUES, type BelongsTo } from '@museum/contract';
import { OAI_KINDS, type OaiKind } from './oai.repository';

/** The sets of OAI-PMH (ADR 056): one per kind of record, and one per purpose for products and details. */
const KIND_NAMES: Record<OaiKind, string> = { products: 'Изделия', details: 'Детали', manufacturers: 'Производители', stamps: 'Клейма' };
/** Purpose sets (`purpose:maxim`…): setSpecs allow Latin letters only, so each purpose has its Latin alias. */
const PURPOSE_SPECS: Record<BelongsTo, string> = { максим: 'maxim', станок: 'stanok', другое: 'other', ЗИП: 'zip' };
const PURPOSE_NAMES: Record<BelongsTo, string> = {
  максим: 'Назначение: пулемёт «Максим»',
  станок: 'Назначение: станок',
  другое: 'Назначение: другое',
  ЗИП: 'Назначение: ЗИП',
};
export const purposeSpec = (purpose: BelongsTo) => `purpose:${PURPOSE_SPECS[purpose]}`;

/** What a set selects: the kinds it lists and the purpose their records must have. */
export interface SetScope {
  kinds: readonly OaiKind[];
  purpose: BelongsTo | null;
}
export const SETS = new Map<string, SetScope>([
  ...OAI_KINDS.map((kind): [string, SetScope] => [kind, { kinds: [kind], purpose: null }]),
  ...BELONGS_TO_VALUES.map((purpose): [string, SetScope] => [purposeSpec(purpose), { kinds: ['products', 'details'], purpose }]),
]);
export const setName = (spec: string) => {
  const purpose = BELONGS_TO_VALUES.find((value) => purposeSpec(value) === spec);
  return purpose ? PURPOSE_NAMES[purpose] : KIND_NAMES[spec as OaiKind];
};
export const WHOLE: SetScope = { kinds: OAI_KINDS, purpose: null };
