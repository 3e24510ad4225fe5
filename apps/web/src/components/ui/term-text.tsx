import { useContentLang } from '../../lib/locale';

/** A run of Russian words: the term of art an English name keeps in parentheses. */
const RUSSIAN_RUN = /(\p{Script=Cyrillic}[\p{Script=Cyrillic}\s-]*\p{Script=Cyrillic}|\p{Script=Cyrillic})/u;

/**
 * A name in the page's language that may carry a Russian term of art («acceptance stamp
 * (приёмка)»): on English pages the Russian words are marked lang="ru", so they are read as Russian.
 */
export function TermText({ text }: { text: string }) {
  const lang = useContentLang();
  if (!lang) return text;
  return text.split(RUSSIAN_RUN).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
      <span key={i} lang={lang}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
