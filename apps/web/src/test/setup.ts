import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { reloadSession } from '../lib/session';
import { dismissToast, getToasts } from '../lib/toast-store';

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
