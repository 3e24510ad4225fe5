import type { PhotoDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { installFakeUploads } from '../test/fake-xhr';
import { ApiError } from './api-client';
import { getSession, setSession } from './session';
import { uploadPhoto } from './upload-photo';

const file = () => new File(['x'], 'щит.jpg', { type: 'image/jpeg' });
const sent = (uploads: ReturnType<typeof installFakeUploads>) => {
  const request = uploads.sent[0];
  if (!request) throw new Error('nothing was sent');
  return request;
};

describe('the photo upload', () => {
  it("sends the file with apiFetch's headers and reports progress up to the end", async () => {
    const uploads = installFakeUploads();
    setSession({ token: 't1', role: 'ROLE_USER' });
    const progress: number[] = [];
    const done = uploadPhoto(file(), (fraction) => progress.push(fraction));
    const request = sent(uploads);
    expect(request.headers).toMatchObject({ accept: 'application/json', authorization: 'Bearer t1' });
    request.progress(50, 100);
    request.respond(201, { id: 5, url: '/uploads/5.jpg', thumbnailUrl: '/uploads/5-thumb.jpg' } satisfies Partial<PhotoDto>);
    await expect(done).resolves.toMatchObject({ id: 5 });
    expect(progress).toEqual([0.5, 1]);
  });

  it('keeps Retry-After and the problem of a refused upload, as apiFetch does', async () => {
    const uploads = installFakeUploads();
    const done = uploadPhoto(file());
    sent(uploads).respond(429, { status: 429, code: 'RATE_LIMITED', detail: 'Слишком много загрузок' }, { 'retry-after': '30' });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', detail: 'Слишком много загрузок', retryAfter: 30 });
  });

  it('ends the stored session on a 401, as apiFetch does', async () => {
    const uploads = installFakeUploads();
    setSession({ token: 't2', role: 'ROLE_USER' });
    const done = uploadPhoto(file());
    sent(uploads).respond(401, { status: 401, code: 'UNAUTHORIZED', detail: 'Сессия истекла' });
    await expect(done).rejects.toMatchObject({ status: 401, sessionEnded: true });
    expect(getSession()).toBeNull();
  });
});
