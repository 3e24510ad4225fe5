/** Russian word forms shared by the server's messages and the web client. */

/** The Russian word form for a count: 1 минута, 2 минуты, 5 минут, 21 минута, 11 минут. */
export function plural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/**
 * How long to wait, for a 429 message («Попробуйте через 15 минут»): under a minute in seconds,
 * up to two hours in whole minutes, beyond (the daily write limits) in whole hours.
 */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${plural(seconds, 'секунду', 'секунды', 'секунд')}`;
  if (seconds > 2 * 3600) {
    const hours = Math.ceil(seconds / 3600);
    return `${hours} ${plural(hours, 'час', 'часа', 'часов')}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${plural(minutes, 'минуту', 'минуты', 'минут')}`;
}
