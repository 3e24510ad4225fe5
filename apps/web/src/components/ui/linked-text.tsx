import { linkify } from '../../lib/linkify';

/** Plain text with its web and e-mail addresses turned into links; line breaks kept. */
export function LinkedText({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text) return null;
  return (
    <p className={className} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {linkify(text).map((part, i) =>
        part.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
          <span key={i}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
          <a key={i} href={part.href} target={part.kind === 'url' ? '_blank' : undefined} rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
