import { describe, expect, it } from 'vitest';
import {
  accessDate,
  bibtexCitation,
  type CitedItem,
  chicagoCitation,
  escapeBibtex,
  gostCitation,
  headlineStyle,
  permanentUrl,
} from './citation';

const accessed = new Date(2026, 10, 23, 9, 30);
const site = 'https://muzej.example.org/';

describe('permanentUrl', () => {
  it('joins the public URL and the page path of each kind, whatever slashes the URL ends with', () => {
    expect(permanentUrl('https://muzej.example.org', 'product', 1, 'ru')).toBe('https://muzej.example.org/products/1');
    expect(permanentUrl(site, 'detail', 2, 'ru')).toBe('https://muzej.example.org/details/2');
    expect(permanentUrl('https://muzej.example.org//', 'photo', 3, 'ru')).toBe('https://muzej.example.org/photos/3');
    expect(permanentUrl('https://example.org/muzej', 'manufacturer', 4, 'ru')).toBe('https://example.org/muzej/manufacturers/4');
  });
});

describe('gostCitation (ГОСТ Р 7.0.100-2018, a component part of a remote electronic resource)', () => {
  const cases: [CitedItem, string][] = [
    [
      { kind: 'product', id: 1, title: 'Пулемёт Максима № 1234' },
      'Пулемёт Максима № 1234. – Текст : электронный // Музей «Тульский Максим» : электронный каталог. – URL: https://muzej.example.org/products/1 (дата обращения: 23.11.2026).',
    ],
    [
      { kind: 'detail', id: 7, title: 'Ствол с пулемёта № 3551' },
      'Ствол с пулемёта № 3551. – Текст : электронный // Музей «Тульский Максим» : электронный каталог. – URL: https://muzej.example.org/details/7 (дата обращения: 23.11.2026).',
    ],
    [
      { kind: 'photo', id: 30, title: 'Фотография № 30' },
      'Фотография № 30. – Изображение : электронное // Музей «Тульский Максим» : электронный каталог. – URL: https://muzej.example.org/photos/30 (дата обращения: 23.11.2026).',
    ],
    [
      { kind: 'manufacturer', id: 5, title: 'Тульский оружейный завод' },
      'Тульский оружейный завод. – Текст : электронный // Музей «Тульский Максим» : электронный каталог. – URL: https://muzej.example.org/manufacturers/5 (дата обращения: 23.11.2026).',
    ],
  ];
  it.each(cases)('cites %o', (item, expected) => {
    expect(gostCitation(item, permanentUrl(site, item.kind, item.id, 'ru'), accessed)).toBe(expected);
  });

  it('puts one full stop after a title that ends with one, and one line for a title with line breaks', () => {
    const text = gostCitation({ kind: 'product', id: 1, title: '  Пулемёт\n обр. 1910 г. ' }, 'https://m.example/products/1', accessed);
    expect(text.startsWith('Пулемёт обр. 1910 г. – Текст : электронный //')).toBe(true);
  });

  it('names an untitled item as the page does', () => {
    expect(gostCitation({ kind: 'detail', id: 1, title: ' ' }, 'https://m.example/details/1', accessed)).toMatch(/^Без названия\. – /);
  });

  it('writes the access date with two-digit day and month', () => {
    expect(accessDate(new Date(2027, 0, 5))).toBe('05.01.2027');
  });
});

describe('bibtexCitation', () => {
  it('is a @misc entry with a stable key, the title, the url and the urldate for each kind', () => {
    for (const kind of ['product', 'detail', 'photo', 'manufacturer'] as const) {
      const url = permanentUrl(site, kind, 12, 'ru');
      const entry = bibtexCitation({ kind, id: 12, title: 'Кожух' }, url, accessed);
      expect(entry).toBe(
        [
          `@misc{maxim-${kind}-12,`,
          '  title = {{Кожух}},',
          '  organization = {Музей «Тульский Максим»},',
          `  howpublished = {\\url{${url}}},`,
          `  url = {${url}},`,
          '  urldate = {2026-11-23},',
          '  note = {электронный каталог, дата обращения: 23.11.2026},',
          '  language = {russian}',
          '}',
        ].join('\n'),
      );
    }
  });

  it('writes its notes, date and language in English for an English page, the catalogue title kept as entered', () => {
    const entry = bibtexCitation({ kind: 'product', id: 3, title: 'Кожух' }, 'https://m.example/en/products/3', accessed, 'en');
    expect(entry).toContain('  organization = {Tula Maxim Museum},');
    expect(entry).toContain('  note = {online catalogue, accessed November 23, 2026},');
    expect(entry).toContain('  title = {{Кожух}},');
    expect(entry).toContain('  language = {english}');
  });

  it("braces the title twice, so a classic style keeps its capitals, and names an untitled item in the page's language", () => {
    expect(
      bibtexCitation({ kind: 'product', id: 3, title: 'Tula Maxim No. 1234' }, 'https://m.example/en/products/3', accessed, 'en'),
    ).toContain('  title = {{Tula Maxim No. 1234}},');
    expect(bibtexCitation({ kind: 'detail', id: 4, title: ' ' }, 'https://m.example/en/details/4', accessed, 'en')).toContain(
      '  title = {{Untitled}},',
    );
  });

  it('escapes every TeX special in a hostile name, so braces stay balanced and nothing runs as a command', () => {
    const hostile = 'Ствол} , note = {взлом \\input{/etc/passwd} 100% #1 $x$ a_b ^ ~ & {';
    const entry = bibtexCitation({ kind: 'product', id: 1, title: hostile }, 'https://m.example/products/1', accessed);
    const title = entry.split('\n')[1];
    expect(title).toBe(
      '  title = {{Ствол\\} , note = \\{взлом \\textbackslash{}input\\{/etc/passwd\\} 100\\% \\#1 \\$x\\$ a\\_b \\^{} \\~{} \\& \\{}},',
    );
    // Unescaped braces balance in every field line: the hostile name cannot end its field.
    for (const line of entry.split('\n').slice(1, -1)) {
      const unescaped = line.replace(/\\[{}]/g, '');
      const depth = [...unescaped].reduce((d, c) => d + (c === '{' ? 1 : c === '}' ? -1 : 0), 0);
      expect(depth, line).toBe(0);
    }
    expect(entry).not.toContain('note = {взлом');
  });

  it('percent-encodes braces and spaces of an odd public URL and escapes % inside \\url', () => {
    const entry = bibtexCitation({ kind: 'photo', id: 2, title: 'Ф' }, 'https://m.example/a%20b/{x} y/photos/2', accessed);
    expect(entry).toContain('  url = {https://m.example/a%20b/%7Bx%7D%20y/photos/2},');
    expect(entry).toContain('  howpublished = {\\url{https://m.example/a\\%20b/\\%7Bx\\%7D\\%20y/photos/2}},');
  });

  it('escapes a lone special', () => {
    expect(escapeBibtex('a}b')).toBe('a\\}b');
  });
});

describe('chicagoCitation (Chicago Manual of Style, 17th ed., 14.206: a web page in a bibliography)', () => {
  const url = 'https://muzej.example.org/en/products/1';

  it('quotes the page title in headline style, then the site, the access date and the URL', () => {
    expect(chicagoCitation({ kind: 'product', id: 1, title: 'Maxim gun of the Tula works no. 1234' }, url, accessed)).toBe(
      `“Maxim Gun of the Tula Works No. 1234.” Tula Maxim Museum. Accessed November 23, 2026. ${url}.`,
    );
  });

  it('keeps a title in Russian as entered and names an untitled page in English', () => {
    expect(chicagoCitation({ kind: 'detail', id: 2, title: 'Кожух с пулемёта' }, url, accessed)).toMatch(/^“Кожух с пулемёта\.” Tula/);
    expect(chicagoCitation({ kind: 'detail', id: 2, title: ' ' }, url, accessed)).toMatch(/^“Untitled\.” Tula/);
  });

  it('lets a question mark close the title and turns quotation marks inside it single', () => {
    expect(chicagoCitation({ kind: 'product', id: 1, title: 'Whose gun?' }, url, accessed)).toMatch(/^“Whose Gun\?” Tula/);
    expect(chicagoCitation({ kind: 'product', id: 1, title: 'The "Tula" gun' }, url, accessed)).toMatch(/^“The ‘Tula’ Gun\.” Tula/);
  });

  it('lower-cases articles, conjunctions and prepositions inside a title only', () => {
    expect(headlineStyle('the lock and the barrel of a gun')).toBe('The Lock and the Barrel of a Gun');
    expect(headlineStyle('what it is for')).toBe('What It Is For');
  });
});
