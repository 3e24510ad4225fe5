import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { linkIn, parseMail } from './mail';
import { freePort } from './ports';

describe('freePort', () => {
  it('gives a port a server can listen on at once', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    expect((server.address() as net.AddressInfo).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('parseMail', () => {
  it('decodes encoded-word headers, quoted-printable text and base64 HTML of a multipart message', () => {
    const html = Buffer.from('<p>Подтвердите адрес</p>').toString('base64');
    const raw = [
      'From: =?UTF-8?B?0JzRg9C30LXQuQ==?= <no-reply@localhost>',
      'To: reader@example.org',
      'Subject: =?UTF-8?Q?=D0=9F=D0=BE=D0=B4=D1=82=D0=B2=D0=B5=D1=80=D0=B4=D0=B8=D1=82=D0=B5?=',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '=D0=A1=D1=81=D1=8B=D0=BB=D0=BA=D0=B0: http://127.0.0.1:3000/confirm-email?token=3Dabc',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      html,
      '--b1--',
      '',
    ].join('\r\n');
    const mail = parseMail(raw);
    expect(mail).toEqual({
      from: 'Музей <no-reply@localhost>',
      to: 'reader@example.org',
      subject: 'Подтвердите',
      text: 'Ссылка: http://127.0.0.1:3000/confirm-email?token=abc',
      html: '<p>Подтвердите адрес</p>',
    });
    expect(linkIn(mail, '/confirm-email').searchParams.get('token')).toBe('abc');
    expect(() => linkIn(mail, '/reset-password')).toThrow(/No \/reset-password link/);
  });
});
