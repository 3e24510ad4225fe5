import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photos } from '../../src/db/schema';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { testImage, upload } from '../upload-helpers';

/** Upload names and duplicates reveal nothing (issue 15, point 8). */
describe('photo uploads: names and duplicates', () => {
  const t = useTestApp();
  const rowOf = async (id: number) => (await t.database.db.select().from(photos).where(eq(photos.id, id)))[0];

  it('strips bidirectional overrides, isolates and C0/C1 controls from the stored name', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    // «photo‮gpj.exe» would show as «photoexe.jpg»; the rest are isolates, marks and controls.
    const hostile = 'photo\u202egpj.exe\u2066\u2069\u202a\u202b\u202c\u202d\u200e\u200f\u0085\u009b\u0007';
    const res = await upload(t.app, user.auth, await testImage(), hostile);
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('photogpj.exe');
    expect((await rowOf(res.json().id))?.originalName).toBe('photogpj.exe');

    const onlyControls = await upload(t.app, user.auth, await testImage(), '\u202e\u2067\u0090');
    expect(onlyControls.statusCode).toBe(201);
    expect((await rowOf(onlyControls.json().id))?.originalName).toBeNull();
  });

  it("the same bytes as another user's unpublished photo: a photo of one's own, nothing of theirs", async () => {
    const owner = await signIn(t.database, 'USER', t.clock.now());
    const prober = await signIn(t.database, 'USER', t.clock.now());
    const bytes = await testImage('jpeg', 320, 240);
    const hidden = (await upload(t.app, owner.auth, bytes, 'тайное-фото.jpg')).json();

    const probe = await upload(t.app, prober.auth, bytes, 'проба.jpg');
    // Answered like any new upload: 201, its own id, URL and name.
    expect(probe.statusCode).toBe(201);
    const mine = probe.json();
    expect(mine.id).not.toBe(hidden.id);
    expect(mine.url).not.toBe(hidden.url);
    expect(mine.thumbnailUrl).not.toBe(hidden.thumbnailUrl);
    expect(mine.name).toBe('проба.jpg');
    expect(probe.body).not.toContain('тайное');
    expect(await rowOf(mine.id)).toMatchObject({ uploadedBy: prober.user.id, published: false });

    // Each now finds their own copy.
    const again = await upload(t.app, prober.auth, bytes, 'ещё.jpg');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(mine.id);
    const ownerAgain = await upload(t.app, owner.auth, bytes);
    expect(ownerAgain.json().id).toBe(hidden.id);
  });

  it('a published photo with the same bytes is answered to anyone, as before', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const user = await signIn(t.database, 'USER', t.clock.now());
    const bytes = await testImage('png');
    const published = await upload(t.app, moderator.auth, bytes, 'общее.png', 'image/png');
    expect(published.statusCode).toBe(201);
    const same = await upload(t.app, user.auth, bytes, 'копия.png', 'image/png');
    expect(same.statusCode).toBe(200);
    expect(same.json().id).toBe(published.json().id);
  });
});
