import type { MeDto, WantedDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { createUsersRepository } from '../src/modules/users/users.repository';
import { buildProduct, buildType } from './catalogue-factories';
import { addWanted } from './collection-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';

const REQUESTS = '/api/archive/change-requests';

/** The want list's matches (issue 54 point 3, ADR 091): found on the page, and mailed once when the catalogue gains one. */
describe('the want list finds catalogue items', () => {
  const t = useTestApp({ collectionLimits: { items: 100, wanted: 100, photoBytes: 2 ** 20 } });

  const wantedOf = async (auth: Record<string, string>) =>
    (await t.app.inject({ url: '/api/collection/wanted', headers: auth })).json() as WantedDto[];
  /** The want-list mails to `email`, once every sweep the catalogue's moves asked for has ended. */
  const foundMails = async (email: string) => {
    await t.app.services.wantedSweeps.idle();
    return (await t.outbox()).filter((mail) => mail.to === email && /«Ищу»|want list/.test(mail.subject));
  };
  /** A plain user proposes a part with `number`; a moderator approves it; the part's id. */
  const publishedPart = async (number: string, name: string) => {
    const user = await signIn(t.database);
    const moderator = await signIn(t.database, 'MODERATOR');
    const type = await buildType(t.database, { belongsTo: 'максим' });
    const proposed = await t.app.inject({
      method: 'POST',
      url: REQUESTS,
      headers: user.auth,
      payload: {
        action: 'CREATE',
        entityType: 'DETAIL',
        entityId: null,
        payload: { type: { id: type.id }, name, number, belongsTo: 'maxim' },
      },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const approved = await t.app.inject({ method: 'POST', url: `${REQUESTS}/${proposed.json().id}/approve`, headers: moderator.auth });
    expect(approved.statusCode, approved.body).toBe(200);
    return approved.json().entityId as number;
  };

  it('lists what the catalogue holds at once, without a mail, and mails a part approved later exactly once', async () => {
    const gun = await buildProduct(t.database, { name: 'Пулемёт для списка', number: '№ 77120' });
    const collector = await signIn(t.database);
    const soughtGun = await addWanted(t.app, collector.auth, { kind: 'product', number: '77120' });
    expect(soughtGun.found).toEqual([{ kind: 'product', id: gun.id, name: 'Пулемёт для списка', nameEn: null, number: '№ 77120' }]);
    expect(soughtGun.foundCount).toBe(1);
    const soughtLock = await addWanted(t.app, collector.auth, { kind: 'detail', number: '77120', note: 'замок' });
    expect(soughtLock).toMatchObject({ found: [], foundCount: 0 });

    // Written under the number rule: «№77-120» is the same number.
    const lock = await publishedPart('№77 120', 'Замок для списка');
    const [lockEntry] = (await wantedOf(collector.auth)).filter((entry) => entry.id === soughtLock.id);
    expect(lockEntry).toMatchObject({ found: [{ kind: 'detail', id: lock, name: 'Замок для списка', number: '№77 120' }], foundCount: 1 });

    const mails = await foundMails(collector.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Нашёлся номер из списка «Ищу» — Музей «Тульский Максим»');
    expect(mails[0]?.text).toContain('Замок для списка, № №77 120 (в списке «Ищу»: 77120 — замок)');
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/details/${lock}`);

    // Another move of the catalogue mails nothing more.
    await publishedPart('55', 'Другая деталь');
    expect(await foundMails(collector.user.email)).toHaveLength(1);
  });

  it('mails nobody who turned the mails off, and writes in the account’s language', async () => {
    const quiet = await signIn(t.database);
    const off = await t.app.inject({ method: 'PUT', url: '/api/auth/wanted-mail', headers: quiet.auth, payload: { wantedMail: false } });
    expect(off.statusCode, off.body).toBe(204);
    expect(((await t.app.inject({ url: '/api/auth/me', headers: quiet.auth })).json() as MeDto).wantedMail).toBe(false);
    const english = await signIn(t.database);
    await createUsersRepository(t.database.db).setLanguage(english.user.id, 'en');
    for (const collector of [quiet, english]) await addWanted(t.app, collector.auth, { kind: 'detail', number: '88 431' });

    const part = await publishedPart('88431', 'Щит для списка');
    for (const collector of [quiet, english]) {
      expect((await wantedOf(collector.auth))[0]?.found.map((item) => item.id)).toEqual([part]);
    }
    expect(await foundMails(quiet.user.email)).toEqual([]);
    const [mail] = await foundMails(english.user.email);
    expect(mail?.subject).toBe('A number on your want list has turned up — Tula Maxim Museum');
    expect(mail?.text).toContain(`${t.config.publicUrl}/en/details/${part}`);
  });

  it('answers a malformed setting with 400 and no session with 401', async () => {
    const { auth } = await signIn(t.database);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/auth/wanted-mail', headers: auth, payload: { wantedMail: 'нет' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/auth/wanted-mail', payload: { wantedMail: false } });
    expect(anonymous.statusCode).toBe(401);
  });
});
