import { z } from 'zod';

/**
 * Built-in zod validation messages in Russian. A global setting, so it is applied by the program
 * that wants it (the server at start), never as a side effect of importing the contract.
 */
export function applyRussianMessages(): void {
  z.config(z.locales.ru());
}
