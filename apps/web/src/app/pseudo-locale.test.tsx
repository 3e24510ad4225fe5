import type { DetailDto, ProductChildDto, ProductDto } from '@museum/contract';
import { PSEUDO_LETTERS, pseudoCatalogue, pseudoText } from '@museum/test-kit/pseudo-locale';
import { wrongLanguageTexts } from '@museum/test-kit/wrong-language';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scaled } from '../../../../packages/test-kit/src/timeouts.ts';
import { LocaleProvider, replaceCatalogue, routerBasename } from '../lib/locale';
import { createQueryClient } from '../lib/query-client';
import { en } from '../messages/en';
import { buildFilledDetail, buildFilledProduct } from '../test/factories';
import { emptyArchiveHandlers } from '../test/handlers';
import { api, server } from '../test/server';
import { routes } from './router';

/** The pages a visitor opens, each in the pseudo-locale (ADR 081). */
const PATHS = ['/', '/about', '/products', '/details', '/year', '/search', '/manufacturers', '/gallery', '/types', '/register', '/exp'];

describe('the pseudo-locale (English accented and lengthened, tests only)', () => {
  beforeAll(() => replaceCatalogue('en', pseudoCatalogue(en)));
  afterAll(() => replaceCatalogue('en', en));
  beforeEach(() => server.use(...emptyArchiveHandlers()));

  it('accents, brackets and lengthens a text, and leaves addresses and values as they are', () => {
    expect(pseudoText('English text')).toBe('[Ẽñğļîšħ ţéẋţ öñé ţŵö]');
    expect(pseudoText('See https://example.org/a')).toMatch(/^\[Šéé https:\/\/example\.org\/a öñé/);
    expect(pseudoText('—')).toBe('—');
    expect(pseudoText('1916')).toBe('1916');
  });

  it('takes exactly the texts the server words in English as written, nothing else written by hand (ADR 085)', () => {
    document.body.innerHTML = '<p><strong>Unknown browser</strong>, <em>Unknown browser, Linux</em></p>';
    expect(wrongLanguageTexts(document.body, PSEUDO_LETTERS)).toEqual(['strong: «Unknown browser»', 'em: «Unknown browser, Linux»']);
    expect(wrongLanguageTexts(document.body, PSEUDO_LETTERS, ['Unknown browser'])).toEqual(['em: «Unknown browser, Linux»']);
    document.body.innerHTML = '';
  });

  it.each(PATHS)('draws %s with every interface text from the catalogue', async (path) => {
    await expectLocalised(path);
  });

  it.each([
    ['/products/4', 'Замок'],
    ['/details/7', 'Орёл'],
  ])('draws the item page %s, its Russian content marked as Russian', async (path, content) => {
    server.use(
      api.get<ProductChildDto[]>('/api/archive/products/:id/children', () => [
        { id: 5, name: 'Замок', year: 1916, number: '12', manufacturer: { id: 1, name: 'ТОЗ', nameEn: null } },
      ]),
      api.get<ProductDto>('/api/archive/products/4', () => ({ ...buildFilledProduct(), id: 4, nameEn: null, descriptionEn: null })),
      api.get<DetailDto>('/api/archive/details/7', () => ({ ...buildFilledDetail(), id: 7, nameEn: null, descriptionEn: null })),
    );
    await expectLocalised(path, content);
  });
});

/** Draws `path` under /en with the pseudo catalogue in English's place, and finds no text that did not come from it. */
async function expectLocalised(path: string, content?: string) {
  const router = createMemoryRouter(routes, { initialEntries: [`/en${path === '/' ? '' : path}`], basename: routerBasename('en') });
  render(
    <LocaleProvider locale="en">
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  // A page's first draw loads its route's chunk: on a busy machine that is more than the default wait.
  await screen.findByRole('heading', { level: 1 }, { timeout: scaled(20_000) });
  // Content that comes with a request of its own (a product's parts) is drawn before the walk.
  if (content) await screen.findAllByText(content, { exact: false });
  expect(wrongLanguageTexts(document.body, PSEUDO_LETTERS)).toEqual([]);
}
