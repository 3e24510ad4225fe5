import { purposeName } from '@museum/contract';
import { useLocale } from './locale-context';

/**
 * A purpose (`belongsTo`) as the page's language names it (the contract's `PURPOSE_NAMES`): stored
 * and filtered by its Russian value, shown as «станок» on Russian pages and "mount" on English ones.
 */
export function usePurposeName(): (purpose: string) => string {
  const locale = useLocale();
  return (purpose) => purposeName(locale, purpose);
}
