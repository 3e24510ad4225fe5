import { vi } from 'vitest';

/**
 * Says this test expects `console.error` (a failed call the app logs on purpose): the calls are
 * kept quiet and returned to check. Without it, any `console.error` fails the test (src/test/setup.ts).
 */
export function expectConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}
