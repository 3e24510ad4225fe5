import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { useTestApp } from './harness';

describe('GET /api/site', () => {
  const t = useTestApp({ contactEmail: 'muzej@example.org', publicUrl: 'https://muzej.example.org' });

  it('answers the configured contact e-mail, the public URL permanent links are built on and the running release', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contactEmail: 'muzej@example.org', publicUrl: 'https://muzej.example.org', version: 'test' });
  });

  it('reads CONTACT_EMAIL from the environment, none by default, and refuses a malformed one', () => {
    expect(loadConfig({ CONTACT_EMAIL: 'info@tula-maxim.ru' }).contactEmail).toBe('info@tula-maxim.ru');
    expect(loadConfig({}).contactEmail).toBeNull();
    expect(() => loadConfig({ CONTACT_EMAIL: 'нет адреса' })).toThrow(/CONTACT_EMAIL/);
  });
});
