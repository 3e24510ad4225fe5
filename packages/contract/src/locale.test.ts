import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';

describe('the contract entry', () => {
  it('changes nothing global when imported; the server applies Russian messages itself', () => {
    const missing = () => contract.LoginBody.safeParse({}).error?.issues[0]?.message;
    expect(missing()).toMatch(/^Invalid input/);
    contract.applyRussianMessages();
    expect(missing()).toMatch(/[а-я]/);
    z.config(z.locales.en());
  });

  it('gives the same constants through the zod-free entry', async () => {
    const constants = await import('./constants');
    expect(contract.BELONGS_TO_VALUES).toBe(constants.BELONGS_TO_VALUES);
    expect(Object.keys(constants).every((name) => /^[A-Z_0-9]+$/.test(name))).toBe(true);
    // What keeps zod out of a lazy page's chunk: the entry imports no value (types are erased).
    expect(await readFile(new URL('./constants.ts', import.meta.url), 'utf8')).not.toMatch(/^import (?!type )/m);
  });
});
