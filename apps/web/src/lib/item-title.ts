import { numberLabel } from '@museum/contract';

// A detail's title in lists is the contract's, which the server's first screen of a search uses too (ADR 073).
export { typedName } from '@museum/contract';

/** A page heading that reads as a name: the title with its serial number («Ствол с пулемёта № 3551»), unless it has it already. */
export function withNumber(title: string, number: string | null | undefined): string {
  if (!number || title.includes(number)) return title;
  return `${title} ${numberLabel(number)}`;
}
