import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe';

/**
 * What an English page must not show: Cyrillic outside catalogue text (marked lang="ru"), a
 * catalogue key instead of its text («photoViewer.zoomIn»), or a text that never came («undefined»).
 */
function foreignText(scope: string): string[] {
  const root = document.querySelector(scope);
  if (!root) return [`no ${scope} on the page`];
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = (node.textContent ?? '').trim();
    if (!element || !text || element.closest('script, style, noscript, [lang="ru"]')) continue;
    if (!element.checkVisibility()) continue;
    if (/\p{Script=Cyrillic}/u.test(text)) found.push(`Cyrillic: «${text}»`);
    if (/\b[a-z]+[A-Z]\w*\.[a-z]\w*\b|\bundefined\b|\[object /.test(text)) found.push(`a key or a missing text: «${text}»`);
  }
  for (const field of Array.from(root.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))) {
    if (!field.closest('[lang="ru"]') && /\p{Script=Cyrillic}/u.test(field.placeholder))
      found.push(`Cyrillic placeholder: «${field.placeholder}»`);
  }
  return found;
}

/** Fails when the page (or `scope` in it) shows text that is not English, or is not marked an English page. */
export async function expectEnglish(page: Page, step: string, scope = 'body') {
  expect(await page.evaluate(foreignText, scope), step).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.lang), step).toBe('en');
}

/** Axe's rules, the language ones among them (html-has-lang, html-lang-valid, valid-lang). */
export async function expectAccessible(page: Page, step: string, include?: string) {
  expect(await axeViolations(page, { include, seriousOnly: true }), step).toEqual([]);
}
