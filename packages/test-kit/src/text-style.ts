/**
 * The house style of texts for people, checked over the web's and the server's catalogues:
 * an ellipsis is «…», not three full stops, and a text of more than one sentence closes its
 * last one too («Слишком много попыток. Попробуйте позже.»). A single phrase (a label, a button,
 * a heading, a field's message that the server joins into a sentence) may go without a stop, but a
 * text does so in both languages or in neither.
 */

/**
 * A sentence's end inside a text: a full stop or «!», a space, then a capital letter. A question is
 * left out: «Нет аккаунта? Зарегистрироваться» is a question and the name of a link.
 */
const SENTENCE_INSIDE = /[.!]\s+\p{Lu}/u;
/** How a sentence ends: its mark, then any closing quotes or brackets. */
const SENTENCE_END = /[.!?…][»")\]]*$/u;

const ELLIPSIS = '«...» where «…» is meant';

/** Whether a text ends as a sentence does. */
export const endsAsSentence = (text: string): boolean => SENTENCE_END.test(text.trim());

/** What a text breaks of the house style; empty when it keeps it. */
export function textStyleFaults(text: string): string[] {
  const faults: string[] = [];
  if (text.includes('...')) faults.push(ELLIPSIS);
  const trimmed = text.trim();
  const sentences = trimmed.split(/\n+/).filter(Boolean);
  if (sentences.some((line) => SENTENCE_INSIDE.test(line) && !endsAsSentence(line)))
    faults.push('several sentences, the last without a full stop');
  return faults;
}

/** The value a text's function gets for a parameter, by the text's key path and the parameter's place. */
export type Sample = (path: string, parameterIndex: number) => unknown;

/** A text's key path and the text, as a catalogue's leaves are listed. */
export interface CatalogueText {
  path: string;
  text: string;
}

/**
 * Every text of a catalogue with its key path. A function is called with `sample` for each of its
 * parameters (a text that takes values), so its words are checked as a reader gets them.
 */
export function catalogueTexts(node: unknown, sample: Sample = () => 1, path = ''): CatalogueText[] {
  if (typeof node === 'function') {
    const value: unknown = node(...Array.from({ length: node.length }, (_, i) => sample(path, i)));
    return typeof value === 'string' ? [{ path, text: value }] : catalogueTexts(value, sample, path);
  }
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => catalogueTexts(value, sample, path ? `${path}.${key}` : key));
  }
  return typeof node === 'string' ? [{ path, text: node }] : [];
}

/**
 * The faults of two catalogues of the same keys: each text's own, and a text that ends as a sentence
 * in one language and not in the other. Returned as «path: fault» lines, so a failure lists them all.
 */
export function catalogueStyleFaults(
  catalogues: Readonly<Record<string, unknown>>,
  options: {
    sample?: Sample;
    /** Key paths of texts the page goes on after (a link closes the sentence): no stop of their own. */
    continued?: ReadonlySet<string>;
  } = {},
): string[] {
  const { sample, continued = new Set() } = options;
  const faults: string[] = [];
  const byPath = new Map<string, Map<string, string>>();
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    for (const { path, text } of catalogueTexts(catalogue, sample)) {
      const own = textStyleFaults(text).filter((fault) => !continued.has(path) || fault === ELLIPSIS);
      for (const fault of own) faults.push(`${locale} ${path}: ${fault}: ${text}`);
      const texts = byPath.get(path) ?? new Map<string, string>();
      texts.set(locale, text);
      byPath.set(path, texts);
    }
  }
  for (const [path, texts] of byPath) {
    const ends = new Set([...texts.values()].map(endsAsSentence));
    if (ends.size > 1) faults.push(`${path}: a full stop in one language only: ${[...texts.values()].join(' | ')}`);
  }
  return faults;
}
