import { linkify } from '../../lib/linkify';
import { useContentLang } from '../../lib/locale';

/**
 * Plain text with its web and e-mail addresses turned into links; line breaks kept. Catalogue text
 * as entered (a source): marked Russian on English pages; an address is a name, `translate="no"`.
 */
export function LinkedText({ text, className }: { text: string | null | undefined; className?: string }) {
  const lang = useContentLang();
  if (!text) return null;
  return (
    <p className={className} lang={lang} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {linkify(text).map((part, i) =>
        part.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
          <span key={i}>{part.text}</span>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
            key={i}
            href={part.href}
            target={part.kind === 'url' ? '_blank' : undefined}
            rel="noopener noreferrer nofollow"
            translate="no"
          >
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
