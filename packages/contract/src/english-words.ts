/** English word forms for the server's messages and the web client, beside russian-words.ts. */

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How long to wait, for a 429 message ("Please try again in 15 minutes"): the same steps as `waitText`. */
export function waitTextEn(seconds: number): string {
  if (seconds < 60) return unit(seconds, 'second');
  if (seconds > 2 * 3600) return unit(Math.ceil(seconds / 3600), 'hour');
  return unit(Math.ceil(seconds / 60), 'minute');
}
