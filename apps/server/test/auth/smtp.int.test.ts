import type { AddressInfo } from 'node:net';
import { linkIn, parseMail, type ReceivedMail } from '@museum/test-kit';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../factories';
import { createTestApp, type TestApp } from '../harness';
import { newAccount, post } from './auth-helpers';

interface Envelope {
  from: string;
  to: string[];
  mail: ReceivedMail;
}

/**
 * A real SMTP server on a local port that keeps what it receives. `hold()` makes it keep the next
 * mails unaccepted (the sender waits for its answer) until the returned release is called.
 */
async function startSmtpServer() {
  const received: Envelope[] = [];
  let held: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void held.then(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            mail: parseMail(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const hold = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return release;
  };
  return { received, hold, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mail over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      smtpUrl: smtp.url,
      publicUrl: 'https://maxim-museum.example',
      mailFrom: 'Музей <noreply@maxim-museum.example>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the confirmation mail, with a link that confirms the account', async () => {
    const account = newAccount();
    expect((await post(t, '/api/auth/register', account)).statusCode).toBe(201);
    await t.mailer.idle();

    const delivered = smtp.received.find((m) => m.to.includes(account.email));
    expect(delivered?.from).toBe('noreply@maxim-museum.example');
    expect(delivered?.mail.subject).toBe('Подтвердите адрес e-mail — Музей «Тульский Максим»');
    expect(delivered?.mail.html).toContain('<a href="https://maxim-museum.example/confirm-email?token=');
    const link = linkIn(delivered?.mail as ReceivedMail, '/confirm-email');
    expect(link.origin).toBe('https://maxim-museum.example');

    const res = await post(t, '/api/auth/confirm', { token: link.searchParams.get('token') });
    expect(res.statusCode).toBe(200);
    expect(await t.outbox()).toEqual([]);
  });

  it('answers forgot-password before the SMTP server has accepted the mail', async () => {
    const { user } = await buildUser(t.database);
    const release = smtp.hold();
    const res = await post(t, '/api/auth/forgot-password', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(smtp.received.some((m) => m.to.includes(user.email))).toBe(false);
    release();
    await t.mailer.idle();
    const delivered = smtp.received.find((m) => m.to.includes(user.email));
    expect(linkIn(delivered?.mail as ReceivedMail, '/reset-password').searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('when the SMTP server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const smtp = await startSmtpServer();
    const closedUrl = smtp.url;
    await smtp.close();
    t = await createTestApp({ smtpUrl: closedUrl });
  });
  afterAll(() => t.close());

  it('still registers and logs the failure; resending answers as always and logs again', async () => {
    const account = newAccount();
    expect((await post(t, '/api/auth/register', account)).statusCode).toBe(201);
    await t.mailer.idle();
    expect(t.mailLog.find((entry) => entry.details.to === account.email)).toMatchObject({
      level: 'error',
      message: 'mail could not be sent',
    });

    const resend = await post(t, '/api/auth/resend-confirmation', { username: account.username });
    expect(resend.statusCode).toBe(200);
    await t.mailer.idle();
    expect(t.mailLog.filter((entry) => entry.details.to === account.email && entry.level === 'error')).toHaveLength(2);
  });
});
