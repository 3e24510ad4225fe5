import { describe, expect, it } from 'vitest';
import { warnIfOaiOff } from './oai-contact';

describe('warnIfOaiOff', () => {
  it('warns in production without CONTACT_EMAIL, and only then', () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    expect(warnIfOaiOff({ env: 'production', contactEmail: null }, log)).toBe(true);
    expect(warnIfOaiOff({ env: 'production', contactEmail: 'muzej@example.org' }, log)).toBe(false);
    expect(warnIfOaiOff({ env: 'development', contactEmail: null }, log)).toBe(false);
    expect(warnings).toEqual(['CONTACT_EMAIL is not set: OAI-PMH (/oai) is off, as its Identify must name the operator’s address']);
  });
});
