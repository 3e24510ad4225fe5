import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { scaled } from '../../../../packages/test-kit/src/timeouts.ts';
import { loadCatalogue } from '../lib/locale';
import { setActiveLocale } from '../lib/locale/active-locale';
import { writeCookie } from '../lib/locale/saved-locale';
import { reloadSession } from '../lib/session';
import { dismissToast, getToasts } from '../lib/toast-store';
import { server } from './server';

// findBy… and waitFor give up after 1 s by default: too little on a busy machine.
configure({ asyncUtilTimeout: scaled(5_000) });

// The tests read as a Russian reader's browser (jsdom says en-US): the English offer of a first
// visit to / stays away unless a test asks for it (app/language-offer.test.tsx).
Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['ru-RU', 'ru'] });

// Tests render English pages through the provider: its catalogue is loaded once, as main.tsx does on /en.
await loadCatalogue('en');

// Every request goes through MSW's handlers; one that no handler answers is an error.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// An unexpected console.error fails the test: React warnings and unplanned failures show up.
// A test that expects one says so with expectConsoleErrors() (src/test/console.ts).
let unexpectedErrors: unknown[][] = [];
// jsdom does not know the HTML <search> element (browsers do), so React warns about a valid tag.
const jsdomGap = (args: unknown[]) => String(args[0]).startsWith('The tag <%s> is unrecognized') && args[1] === 'search';
beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!jsdomGap(args)) unexpectedErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  // The language choice's cookie (lib/locale/saved-locale.ts), like the choice kept in storage.
  writeCookie('', 0);
  // Test files share a worker's modules (isolate: false): a file that rendered English leaves none behind.
  setActiveLocale('ru');
  reloadSession();
  for (const toast of getToasts()) dismissToast(toast.id);
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    const text = errors
      .map((args) => args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '))
      .join('\n');
    throw new Error(`console.error was called ${errors.length} time(s) in a test that did not expect it:\n${text}`);
  }
});
