import { useContentLang } from '../../lib/locale';

/** Characters a pattern reads as its own. */
const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * A sentence of the page's language around catalogue content («Search for “Завод Лесснера”», «No. АЕ
 * 3310», «matches: No. ПС 785 = ПС 785»): every place the content (one or more texts, as entered)
 * stands in it is marked Russian on pages in another language; the words around it are not, and
 * content without letters (a number of digits) is no language's.
 */
export function NamedText({ text, name }: { text: string; name: string | readonly string[] }) {
  const lang = useContentLang();
  const names = (typeof name === 'string' ? [name] : name).filter((part) => /\p{L}/u.test(part));
  if (!lang || names.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${names.map((part) => part.replace(SPECIAL, '\\$&')).join('|')})`);
  return (
    <>
      {text.split(pattern).map((piece, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, never reordered
          <span key={i} lang={lang}>
            {piece}
          </span>
        ) : (
          piece
        ),
      )}
    </>
  );
}
