/** The moderation feature's public entry. */
export { useLookups } from './components/use-lookups';
