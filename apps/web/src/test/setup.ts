import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { scaled } from '../../../../packages/test-kit/src/timeouts.ts';
import { reloadSession } from '../lib/session';
import { dismissToast, getToasts } from '../lib/toast-store';

// findBy… and waitFor give up after 1 s by default: too little on a busy machine.
configure({ asyncUtilTimeout: scaled(5_000) });

// Failed calls are logged on purpose (the spec asks for it); keep test output readable.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  reloadSession();
  for (const toast of getToasts()) dismissToast(toast.id);
});
