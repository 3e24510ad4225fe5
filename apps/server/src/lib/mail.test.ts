import { describe, expect, it } from 'vitest';
import { warnIfNoSmtp } from './mail';

describe('warnIfNoSmtp', () => {
  it('warns in production without SMTP_URL, and only then', () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    expect(warnIfNoSmtp({ env: 'production', smtpUrl: undefined }, log)).toBe(true);
    expect(warnIfNoSmtp({ env: 'production', smtpUrl: 'smtp://mail.example:587' }, log)).toBe(false);
    expect(warnIfNoSmtp({ env: 'development', smtpUrl: undefined }, log)).toBe(false);
    expect(warnings).toEqual(['SMTP_URL is not set: e-mails (confirmations, password resets) are only written to DATA_DIR/outbox']);
  });
});
