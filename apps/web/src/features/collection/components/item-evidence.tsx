import type { DatingDto, NumberCheckDto } from '@museum/contract';
import { NamedText } from '../../../components/ui/named-text';
import { cardTitle } from '../../../lib/item-english';
import { useLocale, useMessages } from '../../../lib/locale';

/** «Год по номеру»: the table's answer and the estimate from the catalogue's examples, for an all-digit number. */
export function ItemDating({ dating }: { dating: DatingDto | null }) {
  const messages = useMessages();
  const t = messages.collection.item;
  const result = messages.yearTools.result;
  const evidence = messages.dating.evidence;
  const answer = dating?.answer;
  const estimate = dating?.estimate;
  const table =
    answer &&
    (answer.kind === 'exact'
      ? `${result.exact}: ${answer.year}`
      : answer.kind === 'approx'
        ? `${result.approx} ${answer.from}–${answer.to}`
        : `${answer.kind === 'before' ? result.before : result.after} ${answer.year}`);
  return (
    <section className="collection-evidence" aria-label={t.dating}>
      <h3>{t.dating}</h3>
      {!dating && <p className="item-muted">{t.noDating}</p>}
      {dating && !table && !estimate && <p className="item-muted">{t.noEstimate}</p>}
      {table && <p>{table}</p>}
      {estimate && <p>{evidence.estimate(estimate.year, estimate.low, estimate.high, estimate.examples, estimate.within)}</p>}
    </section>
  );
}

/**
 * «Номера деталей»: the owner's parts of the gun that carry its number, each with its verdict; on a
 * gun's own record, with the gun's number («совпадает: № 21105 = 21105»).
 */
export function ItemNumberCheck({ check, gunNumber }: { check: NumberCheckDto | null; gunNumber: string | null }) {
  const { matchingNumbers: t, numbered, collection } = useMessages();
  const locale = useLocale();
  if (!check || check.details.length === 0) return null;
  return (
    <section className="collection-evidence" aria-label={t.title}>
      <h3>{t.title}</h3>
      {check.allMatch && <p className="collection-status collection-status--match">{t.allMatch}</p>}
      <ul className="collection-evidence__list">
        {check.details.map((part) => {
          const title = cardTitle(locale, { kind: 'detail', name: part.name, type: part.type }, collection.noName);
          return (
            <li key={part.id}>
              <span lang={title.lang}>{title.text}</span>{' '}
              {part.number && gunNumber && (part.status === 'match' || part.status === 'mismatch') ? (
                <span className={`collection-status collection-status--${part.status}`}>
                  <NamedText
                    text={t.verdict(part.status, numbered(part.number), gunNumber.trim())}
                    name={[part.number, gunNumber.trim()]}
                  />
                </span>
              ) : (
                <>
                  <span className="item-muted">
                    {part.number ? <NamedText text={numbered(part.number)} name={part.number} /> : t.noNumber}
                  </span>{' '}
                  {part.status && <span className={`collection-status collection-status--${part.status}`}>{t.status[part.status]}</span>}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
