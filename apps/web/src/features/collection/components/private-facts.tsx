import type { CollectionItemDto, Locale, PrivateFieldKey } from '@museum/contract';
import type { Fact } from '../../../components/ui/fact-list';
import { formatNumber, useLocale, useMessages } from '../../../lib/locale';

/** Every private field, in the order the record and the dossier show them (money with its currency, so no currency line). */
export const PRIVATE_FACT_KEYS = [
  'acquiredFrom',
  'acquiredOn',
  'price',
  'insuredValue',
  'keptAt',
  'notes',
] as const satisfies readonly PrivateFieldKey[];

/** A sum with its currency as the page's language writes numbers. */
const money = (locale: Locale, value: number | null | undefined, currency: string | null | undefined) =>
  value == null ? null : [formatNumber(value, locale), currency].filter(Boolean).join(' ');

/** The private fields a record (or a shared dossier: those its owner chose) has, as lines of facts; absent ones are left out. */
export function usePrivateFacts(item: Partial<Pick<CollectionItemDto, PrivateFieldKey>>): Fact[] {
  const t = useMessages().collection.form;
  const locale = useLocale();
  return [
    [t.acquiredFrom, item.acquiredFrom],
    [t.acquiredOn, item.acquiredOn],
    [t.price, money(locale, item.price, item.currency), 'named'],
    [t.insuredValue, money(locale, item.insuredValue, item.currency), 'named'],
    [t.keptAt, item.keptAt],
    [t.notes, item.notes],
  ];
}
