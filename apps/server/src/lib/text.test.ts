import { describe, expect, it } from 'vitest';
import { escapeLike, htmlToText, plainTextExcerpt } from './text';

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<p>Кожух <b>гофрированный</b> &amp; ствол</p><p>2&nbsp;шт&#46;</p>')).toBe('Кожух гофрированный & ствол 2 шт.');
  });
  it('keeps unknown entities as they are', () => {
    expect(htmlToText('a &bogus; b &#0;')).toBe('a &bogus; b &#0;');
  });
});

describe('plainTextExcerpt', () => {
  it('returns short text whole and null as null', () => {
    expect(plainTextExcerpt('<p>коротко</p>', 300)).toBe('коротко');
    expect(plainTextExcerpt(null, 300)).toBeNull();
  });
  it('cuts long text at a word, within the limit', () => {
    const excerpt = plainTextExcerpt(`<p>${'слово '.repeat(100)}</p>`, 300) ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(300);
    expect(excerpt.endsWith('слово…')).toBe(true);
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
