import { scaled } from '@museum/test-kit';
import { vi } from 'vitest';
import { testPhoto } from './test-image';

/** The responsive image of a photo answer (contract `PhotoImageDto`). */
export type PhotoImage = {
  width: number;
  height: number;
  placeholder: string | null;
  sizes: { base: string; widths: number[]; formats: string[] } | null;
  tiles: string | null;
};
export type UploadedPhoto = { id: number; url: string; sizeBytes: number; image: PhotoImage };

/**
 * Uploads a generated photo as a moderator, shows it on a new product (so the gallery lists it)
 * and waits until the server has derived its sizes and tiles (that runs off the request path).
 */
export async function uploadDerivedPhoto(
  baseUrl: string,
  token: string,
  width: number,
  height: number,
  seed: number,
): Promise<UploadedPhoto> {
  const [photo] = await uploadDerivedPhotos(baseUrl, token, width, height, [seed]);
  if (!photo) throw new Error('no photo was uploaded');
  return photo;
}

/** As `uploadDerivedPhoto`, a photo for each of `seeds`, all on one new product (named by the first seed), in that order. */
export async function uploadDerivedPhotos(
  baseUrl: string,
  token: string,
  width: number,
  height: number,
  seeds: number[],
): Promise<UploadedPhoto[]> {
  const auth = { authorization: `Bearer ${token}` };
  const ids: number[] = [];
  for (const seed of seeds) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testPhoto(width, height, seed))], { type: 'image/jpeg' }), `zoom-${seed}.jpg`);
    const uploaded = await fetch(`${baseUrl}/api/archive/photos`, { method: 'POST', headers: auth, body: form });
    if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    ids.push(((await uploaded.json()) as { id: number }).id);
  }
  const product = await fetch(`${baseUrl}/api/archive/products`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Клеймо крупным планом ${seeds[0]}`, photos: ids.map((id) => ({ id })) }),
  });
  if (!product.ok) throw new Error(`product: ${product.status} ${await product.text()}`);
  return Promise.all(
    ids.map((id) =>
      vi.waitFor(
        async () => {
          const photo = (await (await fetch(`${baseUrl}/api/archive/photos/${id}`)).json()) as UploadedPhoto;
          if (photo.image.sizes && photo.image.tiles) return photo;
          throw new Error(`photo ${id} was not derived in time: ${JSON.stringify(photo.image)}`);
        },
        { timeout: scaled(540_000), interval: 250 },
      ),
    ),
  );
}
