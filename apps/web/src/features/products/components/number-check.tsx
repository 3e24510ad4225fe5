import type { NumberCheckDto, NumberStatus } from '@museum/contract';
import { NamedText } from '../../../components/ui/named-text';
import { useContentLang, useMessages } from '../../../lib/locale';
import type { Messages } from '../../../messages/catalogue';
import { DetailLink } from './detail-link';
import './number-check.css';

/** The summary line: «номера совпадают», or how many differ and how many have no number. */
function summaryOf(check: NumberCheckDto, t: Messages['matchingNumbers']): string {
  const total = check.details.length;
  if (check.counts.match === total) return t.allMatch;
  const parts = [];
  if (check.counts.mismatch > 0) parts.push(t.mismatched(check.counts.mismatch, total));
  if (check.counts.missing > 0) parts.push(t.missing(check.counts.missing, total));
  return parts.join('; ');
}

const tone = (check: NumberCheckDto) =>
  check.counts.match === check.details.length ? 'match' : check.counts.mismatch > 0 ? 'mismatch' : 'missing';

/**
 * «Номера деталей»: each detail of a type that carries the product's number, its number against
 * the product's (ADR 063). Nothing when the product has no such detail.
 */
export function NumberCheck({ check, productNumber }: { check: NumberCheckDto; productNumber: string | null }) {
  const { matchingNumbers: t, numbered } = useMessages();
  const contentLang = useContentLang();
  if (check.details.length === 0) return null;
  return (
    <section className="item-section number-check" aria-labelledby="number-check-title">
      <h2 id="number-check-title">{t.title}</h2>
      {productNumber ? (
        <p className="number-check__head">
          <span className="item-muted">{t.productNumber}: </span>
          <strong>
            <NamedText text={productNumber} name={productNumber} />
          </strong>
          <span className={`number-check__summary number-check__summary--${tone(check)}`}>{summaryOf(check, t)}</span>
        </p>
      ) : (
        <p className="number-check__head item-muted">{t.noProductNumber}</p>
      )}
      <ul className="number-check__list">
        {check.details.map((detail) => (
          <li key={detail.id} className="number-check__row">
            <DetailLink detail={detail} />
            {detail.number && productNumber && detail.status && detail.status !== 'missing' ? (
              <Verdict status={detail.status} number={detail.number} productNumber={productNumber} />
            ) : (
              <>
                <span className={detail.number ? 'number-check__number' : 'number-check__number item-muted'}>
                  {detail.number ? <NamedText text={numbered(detail.number)} name={detail.number} /> : t.noNumber}
                </span>
                {detail.status && <StatusMark status={detail.status} />}
              </>
            )}
            {detail.numberPlace && (
              <span className="number-check__place item-muted">
                {t.place}: <span lang={contentLang}>{detail.numberPlace}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A compared part: its number as stored, the verdict and why («совпадает: № 21105 = 21105»). */
function Verdict({ status, number, productNumber }: { status: 'match' | 'mismatch'; number: string; productNumber: string }) {
  const { matchingNumbers: t, numbered } = useMessages();
  return (
    <span className={`number-check__status number-check__status--${status}`}>
      <NamedText text={t.verdict(status, numbered(number), productNumber.trim())} name={[number, productNumber.trim()]} />
    </span>
  );
}

function StatusMark({ status }: { status: NumberStatus }) {
  const t = useMessages().matchingNumbers;
  return <span className={`number-check__status number-check__status--${status}`}>{t.status[status]}</span>;
}
