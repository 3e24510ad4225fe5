import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns web and e-mail addresses into links and keeps the rest as text', () => {
    expect(linkify('См. https://example.org/a?b=1, пишите: museum@example.org.')).toEqual([
      { kind: 'text', text: 'См. ' },
      { kind: 'url', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: ', пишите: ' },
      { kind: 'email', text: 'museum@example.org', href: 'mailto:museum@example.org' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('adds the scheme to www addresses and leaves plain text alone', () => {
    expect(linkify('(www.kalashnikov.ru)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'url', text: 'www.kalashnikov.ru', href: 'https://www.kalashnikov.ru' },
      { kind: 'text', text: ')' },
    ]);
    expect(linkify('Архив ТОЗ, фонд 3')).toEqual([{ kind: 'text', text: 'Архив ТОЗ, фонд 3' }]);
  });
  it('never makes a javascript: link', () => {
    expect(linkify('javascript:alert(1)').every((part) => part.kind === 'text')).toBe(true);
  });
});
