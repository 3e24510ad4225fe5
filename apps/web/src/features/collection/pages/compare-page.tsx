import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { useMessages } from '../../../lib/locale';
import { useAuth } from '../../auth';
import { type SpecimenRead, useSpecimen } from '../api/get-specimen';
import { CompareTable } from '../components/compare-table';
import { parseSpecimenRef, type SpecimenRef } from '../lib/specimen';
import '../components/compare.css';

/** The two sides named in the address, each read (a collection record only for a signed-in owner). */
function useSide(text: string | null, canReadOwn: boolean) {
  const ref = parseSpecimenRef(text);
  const readable = ref && (ref.source !== 'collection' || canReadOwn) ? ref : null;
  return { text, ref, read: useSpecimen(readable) };
}

/** Why a side shows nothing: not named right, someone else's or missing, needs a session, or still coming. */
function SideProblem({
  text,
  ref,
  read,
  signedIn,
}: {
  text: string | null;
  ref: SpecimenRef | null;
  read: SpecimenRead;
  signedIn: boolean;
}) {
  const t = useMessages().compare;
  if (!text) return null;
  if (!ref) return <Notice kind="error">{t.badSide}</Notice>;
  if (ref.source === 'collection' && !signedIn) return <Notice kind="info">{t.signIn}</Notice>;
  if (read.isError) return <Notice kind="error">{t.notFound}</Notice>;
  return null;
}

/**
 * `/compare?a=product:1&b=collection:7` (issue 54, point 5; ADR 089): two specimens of the catalogue
 * or of the owner's collection side by side, differences marked; a form to name either side.
 */
export function ComparePage() {
  const messages = useMessages();
  const t = messages.compare;
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const a = useSide(params.get('a'), isLoggedIn);
  const b = useSide(params.get('b'), isLoggedIn);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams({ a: String(form.get('a') ?? '').trim(), b: String(form.get('b') ?? '').trim() });
  }

  return (
    <div className="item-page">
      <h1>{t.title}</h1>
      <form className="compare-chooser" aria-label={t.chooser} onSubmit={handleSubmit} key={`${a.text}|${b.text}`}>
        {(['a', 'b'] as const).map((side) => (
          <label key={side} className="field" htmlFor={`${id}-${side}`}>
            <span className="field__label">{side === 'a' ? t.sideA : t.sideB}</span>
            <input
              id={`${id}-${side}`}
              name={side}
              className="field__input"
              defaultValue={(side === 'a' ? a.text : b.text) ?? ''}
              aria-describedby={`${id}-hint`}
            />
          </label>
        ))}
        <button type="submit" className="button">
          {t.show}
        </button>
        <p id={`${id}-hint`} className="field__hint">
          {t.sideHint}
        </p>
      </form>
      <SideProblem {...a} signedIn={isLoggedIn} />
      <SideProblem {...b} signedIn={isLoggedIn} />
      {a.ref && b.ref && a.read.data && b.read.data ? (
        <div className="compare-page__scroll">
          <CompareTable a={{ ref: a.ref, specimen: a.read.data }} b={{ ref: b.ref, specimen: b.read.data }} />
        </div>
      ) : (
        a.ref && b.ref && !a.read.isError && !b.read.isError && <p>{messages.loading}</p>
      )}
    </div>
  );
}
