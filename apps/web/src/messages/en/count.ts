const rules = new Intl.PluralRules('en');

/** A count with its English word form: «1 photo», «3 photos». */
export const count = (n: number, one: string, other: string) => `${n} ${rules.select(n) === 'one' ? one : other}`;
