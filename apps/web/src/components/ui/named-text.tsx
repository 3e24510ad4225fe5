import { useContentLang } from '../../lib/locale';

/**
 * A sentence of the page's language around a catalogue name («Search for “Завод Лесснера”»): the
 * name, as entered, is marked Russian on English pages; the words around it are not.
 */
export function NamedText({ text, name }: { text: string; name: string }) {
  const lang = useContentLang();
  const at = name ? text.indexOf(name) : -1;
  if (at < 0 || !lang) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span lang={lang}>{name}</span>
      {text.slice(at + name.length)}
    </>
  );
}
