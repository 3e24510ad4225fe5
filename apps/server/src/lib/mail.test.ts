import { describe, expect, it } from 'vitest';
import { senderOf, warnIfNoSmtp } from './mail';

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

describe('senderOf', () => {
  it("names the site in the message's language where MAIL_FROM names the site, and keeps a name the operator chose", () => {
    expect(senderOf('Музей «Тульский Максим» <no-reply@museum.example>', 'Tula Maxim Museum')).toEqual({
      name: 'Tula Maxim Museum',
      address: 'no-reply@museum.example',
    });
    expect(senderOf('"Tula Maxim Museum" <a@museum.example>', 'Музей «Тульский Максим»')).toEqual({
      name: 'Музей «Тульский Максим»',
      address: 'a@museum.example',
    });
    expect(senderOf('Фонд музея <a@museum.example>', 'Tula Maxim Museum')).toBe('Фонд музея <a@museum.example>');
    expect(senderOf('a@museum.example', 'Tula Maxim Museum')).toBe('a@museum.example');
    expect(senderOf('Музей «Тульский Максим» <a@museum.example>', undefined)).toBe('Музей «Тульский Максим» <a@museum.example>');
  });
});
