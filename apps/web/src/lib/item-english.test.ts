import { describe, expect, it } from 'vitest';
import { cardTitle, shownDescription, shownName, shownTitle } from './item-english';

const product = { kind: 'product' as const, name: 'Пулемёт', nameEn: 'Maxim gun', type: null };
const detail = { kind: 'detail' as const, name: 'ранний', nameEn: null, type: { name: 'Кожух' } };

describe('cardTitle', () => {
  it('gives the English name on English pages, unmarked', () => {
    expect(cardTitle('en', product, 'Untitled')).toEqual({ text: 'Maxim gun', lang: 'en' });
  });

  it('gives the name as entered on Russian pages, whatever the English name', () => {
    expect(cardTitle('ru', product, 'Без названия')).toEqual({ text: 'Пулемёт', lang: undefined });
  });

  it('marks the Russian title as Russian on English pages when there is no English name', () => {
    expect(cardTitle('en', detail, 'Untitled')).toEqual({ text: 'Кожух — ранний', lang: 'ru' });
    expect(cardTitle('en', { ...product, nameEn: '' }, 'Untitled')).toEqual({ text: 'Пулемёт', lang: 'ru' });
  });

  it('falls back to the untitled text in the page’s language', () => {
    expect(cardTitle('en', { kind: 'product', name: null, nameEn: null }, 'Untitled')).toEqual({ text: 'Untitled', lang: undefined });
    expect(shownTitle('ru', null, '', 'Без названия')).toEqual({ text: 'Без названия', lang: undefined });
  });
});

describe('reference names (ADR 082)', () => {
  const lock = { name: 'Замок', nameEn: 'Lock' };
  it('give the English name on English pages, unmarked, and the Russian one marked where there is none', () => {
    expect(shownName('en', lock)).toEqual({ text: 'Lock', lang: 'en' });
    expect(shownName('en', { name: 'Рама', nameEn: null })).toEqual({ text: 'Рама', lang: 'ru' });
    expect(shownName('ru', lock)).toEqual({ text: 'Замок', lang: undefined });
  });

  it('title a part without a name of its own by its type in English; a named part keeps its Russian type and name', () => {
    const part = { kind: 'detail' as const, name: null, nameEn: null, type: lock };
    expect(cardTitle('en', part, 'Untitled')).toEqual({ text: 'Lock', lang: 'en' });
    expect(cardTitle('ru', part, 'Без названия')).toEqual({ text: 'Замок', lang: undefined });
    expect(cardTitle('en', { ...part, name: 'ранний' }, 'Untitled')).toEqual({ text: 'Замок — ранний', lang: 'ru' });
    expect(cardTitle('en', { ...part, nameEn: 'Early lock' }, 'Untitled')).toEqual({ text: 'Early lock', lang: 'en' });
  });
});

describe('shownDescription', () => {
  it('prefers the English description on English pages and keeps the Russian one on Russian pages', () => {
    const item = { description: '<p>Текст</p>', descriptionEn: '<p>Text</p>' };
    expect(shownDescription('en', item)).toEqual({ text: '<p>Text</p>', lang: 'en' });
    expect(shownDescription('ru', item)).toEqual({ text: '<p>Текст</p>', lang: undefined });
    expect(shownDescription('en', { ...item, descriptionEn: null })).toEqual({ text: '<p>Текст</p>', lang: 'ru' });
    expect(shownDescription('en', { description: null, descriptionEn: null })).toBeNull();
  });
});
