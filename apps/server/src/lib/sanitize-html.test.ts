import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the allowed markup', () => {
    const html =
      '<h1>Кожух</h1><h2>обр. 1910</h2><p><strong>гофрированный</strong>, <em>стальной</em>, <u>с</u> <s>без</s><br /></p><ol><li>один</li></ol><ul><li>два</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles, event handlers and unknown tags', () => {
    expect(
      sanitizeRichText('<p onclick="alert(1)">текст<script>alert(1)</script></p><style>p{}</style><iframe src="https://x"></iframe>'),
    ).toBe('<p>текст</p>');
    expect(sanitizeRichText('<img src="https://example.org/a.jpg" onerror="alert(1)">')).toBe('<img src="https://example.org/a.jpg" />');
  });

  it('allows only absolute http and https links, and marks them noopener', () => {
    expect(sanitizeRichText('<a href="https://example.org">сайт</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow">сайт</a>',
    );
    expect(sanitizeRichText('<a href="http://example.org/a?b=1">сайт</a>')).toContain('href="http://example.org/a?b=1"');
    // Any other href goes; the link's text stays.
    for (const href of ['mailto:a@b.ru', 'tel:+7000', '/uploads/../../phish/login.html', 'page.html', '?q=1', '#top', 'ftp://x.example']) {
      expect(sanitizeRichText(`<a href="${href}">текст</a>`), href).toBe('<a rel="noopener noreferrer nofollow">текст</a>');
    }
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toContain('data:');
  });

  it('allows images only from http(s) and our own uploads', () => {
    expect(sanitizeRichText('<img src="/uploads/abc.jpg">')).toBe('<img src="/uploads/abc.jpg" />');
    expect(sanitizeRichText('<p>x<img src="/api/archive/photos/1"></p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p>x<img src="/uploads/../etc/passwd"></p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p>x<img src="data:image/svg+xml;base64,PHN2Zz4="></p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p>x<img src="javascript:alert(1)"></p>')).toBe('<p>x</p>');
  });

  it('removes SVG with its scripts', () => {
    expect(sanitizeRichText('<svg><script>alert(1)</script><circle onload="alert(1)"/></svg><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('turns empty markup into null', () => {
    expect(sanitizeRichText('<p><br></p>')).toBeNull();
    expect(sanitizeRichText('   ')).toBeNull();
    expect(sanitizeRichText(null)).toBeNull();
  });
});
