import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocaleProvider, replaceCatalogue, routerBasename } from '../lib/locale';
import { createQueryClient } from '../lib/query-client';
import { en } from '../messages/en';
import { emptyArchiveHandlers } from '../test/handlers';
import { pseudoMessages, pseudoText } from '../test/pseudo-locale';
import { server } from '../test/server';
import { unlocalisedTexts } from '../test/wrong-language';
import { routes } from './router';

/** The pages a visitor opens, each in the pseudo-locale (ADR 081). */
const PATHS = ['/', '/about', '/products', '/details', '/year', '/search', '/manufacturers', '/gallery', '/types', '/register', '/exp'];

describe('the pseudo-locale (English accented and lengthened, tests only)', () => {
  beforeAll(() => replaceCatalogue('en', pseudoMessages(en)));
  afterAll(() => replaceCatalogue('en', en));
  beforeEach(() => server.use(...emptyArchiveHandlers()));

  it('accents, brackets and lengthens a text, and leaves addresses and values as they are', () => {
    expect(pseudoText('English text')).toBe('[Ẽñğļîšħ ţéẋţ one two]');
    expect(pseudoText('See https://example.org/a')).toMatch(/^\[Šéé https:\/\/example\.org\/a one/);
    expect(pseudoText('—')).toBe('—');
  });

  it.each(PATHS)('draws %s with every interface text from the catalogue', async (path) => {
    const router = createMemoryRouter(routes, { initialEntries: [`/en${path === '/' ? '' : path}`], basename: routerBasename('en') });
    render(
      <LocaleProvider locale="en">
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LocaleProvider>,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(unlocalisedTexts(document.body)).toEqual([]);
  });
});
