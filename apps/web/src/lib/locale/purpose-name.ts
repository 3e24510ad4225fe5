import { activeMessages } from './active-locale';
import { useMessages } from './locale-context';

/**
 * A purpose (`belongsTo`) as the page's language names it: stored and filtered by its Russian value,
 * shown as «станок» on Russian pages and "mount" on English ones; an unknown value as stored.
 */
export function usePurposeName(): (purpose: string) => string {
  const names: Readonly<Record<string, string>> = useMessages().addEdit.belongsTo;
  return (purpose) => names[purpose] ?? purpose;
}

/** A condition grade as the catalogue names it: the stored word on Russian pages, "good" on English ones; an unknown value as stored. */
const conditionIn = (names: Readonly<Record<string, string>>) => (condition: string) => names[condition] ?? condition;

/** `conditionName` for rendering: the page's catalogue (so the pseudo-locale wraps it too, ADR 081). */
export const useConditionName = (): ((condition: string) => string) => conditionIn(useMessages().items.conditionNames);

/** The same outside rendering (a diff built from the active locale). */
export const activeConditionName = (condition: string): string => conditionIn(activeMessages().items.conditionNames)(condition);
