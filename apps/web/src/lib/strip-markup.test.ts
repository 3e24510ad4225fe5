import { describe, expect, it } from 'vitest';
import { stripMarkup } from './strip-markup';

describe('stripMarkup', () => {
  it('keeps the words, separates blocks and drops scripts', () => {
    expect(stripMarkup('<h1>Завод</h1><p>Первый&nbsp;<b>абзац</b></p><ul><li>а</li><li>б</li></ul><script>alert(1)</script>')).toBe(
      'Завод Первый абзац а б',
    );
    expect(stripMarkup('строка<br>вторая')).toBe('строка вторая');
    expect(stripMarkup(null)).toBe('');
  });
});
