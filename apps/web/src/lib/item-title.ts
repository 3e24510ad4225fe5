// A detail's title in lists is the contract's, which the server's first screen of a search uses too (ADR 073).
export { typedName, withNumber } from '@museum/contract';
