// The moderation feature's public entry: what other features use (its pages are in routes.ts).
/** Names of referenced manufacturers, types, subtypes and stamps, for records that carry only ids. */
export { useLookups } from './components/use-lookups';
