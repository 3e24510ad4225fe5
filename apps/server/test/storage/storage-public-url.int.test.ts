import { PhotoDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { foregroundDerivation } from '../photo-services';
import { testImage, upload } from '../upload-helpers';

const CDN = 'https://cdn.example/photos';

describe('STORAGE_PUBLIC_URL: pages link photo files straight to the CDN', () => {
  const t = useTestApp({ storagePublicUrl: CDN });

  it('answers file links under the public base, IIIF tiles there too, while /uploads keeps working', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const created = await upload(t.app, moderator.auth, await testImage('jpeg', 400, 300));
    expect(created.statusCode).toBe(201);
    const uploaded = PhotoDto.parse(created.json());
    expect(uploaded.url).toMatch(/^https:\/\/cdn\.example\/photos\/[0-9a-f]+\.jpg$/);
    expect(uploaded.thumbnailUrl).toMatch(/^https:\/\/cdn\.example\/photos\/thumbs\/[0-9a-f]+_thumb\.jpg$/);

    await foregroundDerivation(t).runPending();
    const photo = PhotoDto.parse((await t.app.inject({ url: `/api/archive/photos/${uploaded.id}` })).json());
    const name = photo.url.replace(`${CDN}/`, '').replace('.jpg', '');
    expect(photo.image.sizes?.base).toBe(`${CDN}/derived/${name}/size`);
    expect(photo.image.tiles).toBe(`/iiif/images/${name}`);
    expect((await t.app.inject({ url: `/iiif/images/${name}/info.json` })).json().id).toBe(`${CDN}/derived/${name}/iiif`);
    expect((await t.app.inject({ url: `/uploads/${name}.jpg` })).statusCode).toBe(200);
  });
});
