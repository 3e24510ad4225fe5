import type { Page } from 'playwright-core';
import robotsParser from 'robots-parser';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, useChromium } from '../src/chromium';
import { readApi as api } from '../src/public-api';

type Card = { id: number; name: string | null; number: string | null; year: number | null; type: { name: string } | null };
type Maker = { id: number; name: string; shortName: string | null; country: string | null };
type Photo = { id: number; name: string; products: { name: string }[]; details: { name: string | null }[] };

/** A page of one item: where it is, and the texts a visitor must see on it (its name first). */
interface ItemPage {
  kind: string;
  path: string;
  texts: string[];
}

/** One item of each kind from the demo catalogue, with a year and a number where the kind has them. */
async function itemPages(): Promise<ItemPage[]> {
  const cards = async (searchType: string) =>
    (await api<{ content: Card[] }>(`/api/archive/search/all?q=&searchType=${searchType}&size=50&sort=year,asc`)).content;
  const dated = (list: Card[]) => list.find((card) => card.year !== null && card.number) ?? list[0];
  const product = dated(await cards('products'));
  const detail = dated(await cards('details'));
  const maker = (await api<Maker[]>('/api/archive/manufacturers')).find((m) => m.country) as Maker;
  const photoId = (await api<{ content: { id: number }[] }>('/api/archive/photos/page?page=0&size=1')).content[0]?.id;
  if (!product || !detail || !maker || !photoId) throw new Error('the demo catalogue lacks an item kind');
  const photo = await api<Photo>(`/api/archive/photos/${photoId}`);
  const facts = (card: Card) => [card.year === null ? '' : String(card.year), card.number ?? ''].filter(Boolean);
  return [
    { kind: 'product', path: `/products/${product.id}`, texts: [product.name || `#${product.id}`, ...facts(product)] },
    {
      kind: 'detail',
      path: `/details/${detail.id}`,
      // The detail page's heading is its name (with its number), its type among the facts.
      texts: [detail.name || detail.type?.name || `#${detail.id}`, detail.type?.name ?? '', ...facts(detail)],
    },
    { kind: 'manufacturer', path: `/manufacturers/${maker.id}`, texts: [maker.name, maker.country ?? ''] },
    {
      kind: 'photo',
      path: `/photos/${photo.id}`,
      texts: [`Фото №${photo.id}`, ...[...photo.products.map((p) => p.name), ...photo.details.map((d) => d.name ?? '')].slice(0, 1)],
    },
  ].map((page) => ({ ...page, texts: page.texts.filter(Boolean) }));
}

/**
 * A renderer that obeys robots.txt, as Googlebot's does: every request the served robots.txt
 * disallows is aborted. The page must still render the item by script, with no error text.
 */
describe.skipIf(!inject('chromium'))('item pages rendered as a crawler that obeys robots.txt (issue 29)', () => {
  const browser = useChromium();
  let pages: ItemPage[];
  let allowed: (url: string) => boolean;
  beforeAll(async () => {
    const robotsUrl = new URL('/robots.txt', inject('baseUrl')).href;
    const robots = robotsParser(robotsUrl, await (await fetch(robotsUrl)).text());
    // Another host (none is expected) has robots of its own: not fetched here, so refused too.
    allowed = (url) => robots.isAllowed(url, 'Googlebot') === true;
    pages = await itemPages();
  });

  async function renderAsCrawler(page: Page, path: string): Promise<string[]> {
    const refused: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (allowed(url)) return route.continue();
      refused.push(url);
      return route.abort('blockedbyclient');
    });
    await page.goto(path);
    // The server's plain summary is replaced once the client has rendered the page.
    await page.locator('.server-summary').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    return refused;
  }

  for (const kind of ['product', 'detail', 'manufacturer', 'photo']) {
    it(`renders a ${kind} page with its name and facts, and no error`, async () => {
      const item = pages.find((p) => p.kind === kind) as ItemPage;
      const { page, context } = await newPage(browser(), inject('baseUrl'), DESKTOP);
      const refused = await renderAsCrawler(page, item.path);
      const [name, ...facts] = item.texts;
      await expect.poll(() => page.locator('h1').first().textContent()).toContain(name);
      // The photo page's deep zoom reads its IIIF tiles once reached for (a photo with nothing outlined
      // does not load it before): ready means robots.txt let them be fetched.
      if (kind === 'photo') {
        await page.locator('.deep-zoom__stage').hover();
        await page.locator('.deep-zoom__stage[data-status="ready"]').waitFor();
      }
      const text = await page.locator('main').innerText();
      for (const fact of facts) expect(text, `${item.path}: ${fact}`).toContain(fact);
      expect(text, item.path).not.toMatch(/Ошибка|Загрузка|не найден/i);
      expect(await page.locator('[role="alert"]').allInnerTexts(), item.path).toEqual([]);
      // What the page asked and robots.txt refused (nothing the page needs to show the item).
      expect(
        refused.filter((url) => new URL(url).pathname.startsWith('/api/archive/')),
        item.path,
      ).toEqual([]);
      await context.close();
    });
  }
});

/** What a crawler that runs no script reads of the list pages: their first screen, in the page's language (ADR 073). */
describe('list pages read without script', () => {
  const html = async (path: string) => {
    const response = await fetch(new URL(path, inject('baseUrl')));
    expect(response.status, path).toBe(200);
    return /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(await response.text())?.[1] ?? '';
  };

  it('reads the home page, the gallery and a search in Russian and English', async () => {
    expect(await html('/')).toContain('<h1 class="hero__title">Тульский Максим</h1>');
    expect(await html('/en')).toContain('<h1 class="hero__title">The Tula Maxim</h1>');
    const first = (await api<{ content: { id: number }[] }>('/api/archive/photos/page?page=0&size=40')).content;
    const gallery = await html('/gallery');
    expect(gallery).toContain('<h1>Галерея</h1>');
    expect([...gallery.matchAll(/href="\/photos\/(\d+)"/g)].map((m) => Number(m[1]))).toEqual(first.map((p) => p.id));
    expect(await html('/en/gallery')).toContain(`<a class="photo-grid__button" href="/en/photos/${first[0]?.id}">`);
    const found = (
      await api<{ content: { id: number; kind: string }[] }>(`/api/archive/search/all?q=${encodeURIComponent('пулемёт')}&size=20`)
    ).content;
    const search = await html(`/search?q=${encodeURIComponent('пулемёт')}`);
    expect(search).toContain('<h1>Поиск по архиву</h1>');
    expect([...search.matchAll(/<a href="\/(products|details)\/(\d+)">/g)].map((m) => `${m[1]}/${m[2]}`)).toEqual(
      found.map((item) => `${item.kind === 'product' ? 'products' : 'details'}/${item.id}`),
    );
    expect(await html(`/en/search?q=${encodeURIComponent('пулемёт')}`)).toContain(
      '<h1>Search the archive</h1><section><h2>Complete guns</h2>',
    );
  });
});
