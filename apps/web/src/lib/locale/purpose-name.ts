import { useMessages } from './locale-context';

/**
 * A purpose (`belongsTo`) as the page's language names it: stored and filtered by its Russian value,
 * shown as «станок» on Russian pages and "mount" on English ones; an unknown value as stored.
 */
export function usePurposeName(): (purpose: string) => string {
  const names: Readonly<Record<string, string>> = useMessages().addEdit.belongsTo;
  return (purpose) => names[purpose] ?? purpose;
}
