import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const load = async (value: string | undefined) => {
  vi.stubEnv('TEST_TIMEOUT_SCALE', value);
  return import('./timeouts');
};

describe('TEST_TIMEOUT_SCALE', () => {
  it('leaves timeouts as they are by default', async () => {
    const { scaled, timeoutScale } = await load(undefined);
    expect(timeoutScale).toBe(1);
    expect(scaled(30_000)).toBe(30_000);
  });

  it('multiplies every timeout', async () => {
    const { scaled } = await load('2.5');
    expect(scaled(30_000)).toBe(75_000);
  });

  it('refuses a value that is not a positive number', async () => {
    await expect(load('fast')).rejects.toThrow(/TEST_TIMEOUT_SCALE/);
    vi.resetModules();
    await expect(load('0')).rejects.toThrow(/TEST_TIMEOUT_SCALE/);
  });
});
