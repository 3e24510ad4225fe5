/** «детали» / «деталей» after «из N», by the Russian plural category of N. */
const DETAILS_OF: Record<Intl.LDMLPluralRule, string> = {
  zero: 'деталей',
  one: 'детали',
  two: 'деталей',
  few: 'деталей',
  many: 'деталей',
  other: 'детали',
};
const detailsOf = (total: number) => DETAILS_OF[new Intl.PluralRules('ru').select(total)];

/** Texts of matching numbers (ADR 063): the product page's block, the types page's mark and the search filter. */
export const matchingNumbers = {
  title: 'Номера деталей',
  productNumber: 'Номер изделия',
  noProductNumber: 'У изделия не указан номер, поэтому номера деталей не с чем сравнить.',
  noNumber: 'без номера',
  status: { match: 'совпадает', mismatch: 'другой номер', missing: 'номер не указан' },
  /** The verdict and why, the part's number as stored against the gun's (ADR 078): «совпадает: № 21105 = 21105». */
  verdict: (status: 'match' | 'mismatch', part: string, product: string) =>
    status === 'match' ? `совпадает: ${part} = ${product}` : `другой номер: ${part} ≠ ${product}`,
  /** Before the part's note of where its number is struck: «где выбит: на крышке короба». */
  place: 'где выбит',
  allMatch: 'номера совпадают',
  /** «2 из 7 деталей с другим номером». */
  mismatched: (count: number, total: number) => `${count} из ${total} ${detailsOf(total)} с другим номером`,
  /** «номер не указан у 1 из 6 деталей». */
  missing: (count: number, total: number) => `номер не указан у ${count} из ${total} ${detailsOf(total)}`,
  /** The mark of a detail type on /types, and its checkbox for admins. */
  carriesNumber: 'несёт номер изделия',
  carriesNumberOf: (name: string) => `«${name}» несёт номер изделия`,
  /** The search panel's filter and what it leaves out. */
  filter: 'Только изделия с совпадающими номерами',
  filterHint: 'Изделия, у которых все детали с номером изделия несут тот же номер; детали при этом не ищутся.',
} as const;
