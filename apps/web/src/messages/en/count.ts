const rules = new Intl.PluralRules('en');

/** A count with its English word form: «1 photo», «3 photos». */
export const count = (n: number, one: string, other: string) => `${n} ${rules.select(n) === 'one' ? one : other}`;

/** How long to wait, for a 429 («15 minutes»): as the Russian `waitText` rounds it, in seconds, minutes or hours. */
export function waitText(seconds: number): string {
  if (seconds < 60) return count(seconds, 'second', 'seconds');
  if (seconds > 2 * 3600) return count(Math.ceil(seconds / 3600), 'hour', 'hours');
  return count(Math.ceil(seconds / 60), 'minute', 'minutes');
}
