import type { SerialTableId } from '@museum/contract/dating';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useContentLang, useMessages } from '../../../lib/locale';
import { useDating } from '../api/dating';
import { evidenceSentence, examplesOf } from '../lib/evidence';
import { useSettled } from '../lib/use-settled';

/** Under a calculator's result: what the catalogue's own examples say about the number, each a link to its page. */
export function DatingEvidence({ table, serial }: { table: SerialTableId; serial: number | null }) {
  const t = useMessages().dating.evidence;
  const contentLang = useContentLang();
  const settled = useSettled(serial);
  const dating = useDating(table, settled);
  if (serial === null) return null;
  let body: ReactNode;
  if (dating.isError) body = <p>{t.failed}</p>;
  else if (!dating.data || settled !== serial) body = <p className="yt-hint">{t.loading}</p>;
  else {
    const examples = examplesOf(dating.data);
    const { estimate, answer } = dating.data;
    const contradicted =
      answer?.kind === 'exact' && estimate?.fromExamples != null && Math.abs(estimate.fromExamples - answer.year) > 1 ? answer.year : null;
    body = (
      <>
        <p className="yt-evidence__sentence">
          {evidenceSentence(dating.data)}
          {estimate && ` ${t.estimate(estimate.year, estimate.low, estimate.high, estimate.examples, estimate.within)}`}
        </p>
        {contradicted !== null && estimate?.fromExamples != null && (
          <p className="yt-evidence__contradiction">{t.contradiction(contradicted, estimate.fromExamples)}</p>
        )}
        {examples.length > 0 && (
          <ul className="yt-evidence__examples" aria-label={t.examplesLabel}>
            {examples.map((example) => (
              <li key={`${example.kind}-${example.id}`} className={example.agrees ? undefined : 'yt-evidence__odd'}>
                <Link to={example.path}>
                  <span lang={contentLang}>{example.title}</span>, {t.example(example.serial, example.year)}
                </Link>
                {!example.agrees && <span className="yt-evidence__mark"> ({t.disagreeMark})</span>}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <div className="yt-evidence" aria-live="polite">
      {body}
    </div>
  );
}
