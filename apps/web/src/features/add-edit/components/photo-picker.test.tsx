import type { PhotoUploadLimitsDto } from '@museum/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { setSession } from '../../../lib/session';
import { expectConsoleErrors } from '../../../test/console';
import { buildPhoto } from '../../../test/factories';
import { installFakeUploads } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render';
import { api, server } from '../../../test/server';
import type { PickedPhoto } from '../lib/payloads';
import { PhotoPicker } from './photo-picker';

const LIMITS = {
  maxBytes: 1000,
  maxPixels: 50_000_000,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
} satisfies PhotoUploadLimitsDto;

function Picker({ onBusy }: { onBusy?: (busy: boolean) => void }) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  return <PhotoPicker value={photos} onChange={(update) => setPhotos(update)} onBusyChange={onBusy} />;
}

function serveLimits() {
  server.use(api.get<PhotoUploadLimitsDto>('/api/archive/photos/upload-limits', () => LIMITS));
}

/** Renders the picker and waits for the upload limits, which it checks files against. */
async function renderPicker(onBusy?: (busy: boolean) => void) {
  const { queryClient } = renderWithProviders(<Picker onBusy={onBusy} />);
  await waitFor(() => expect(queryClient.getQueryData(queryKeys.photos.uploadLimits)).toEqual(LIMITS));
}

const file = (name: string, size = 10, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });
const photo = (id: number) => buildPhoto({ id, url: `/uploads/p${id}.jpg`, thumbnailUrl: `/uploads/thumbs/p${id}_thumb.jpg` });
const chooser = () => screen.getByLabelText('Выбрать файлы') as HTMLInputElement;

describe('PhotoPicker', () => {
  it('keeps every photo when more files are chosen while an upload runs, each with its progress', { timeout: 30_000 }, async () => {
    setSession({ token: 'tok', role: 'ROLE_USER' });
    serveLimits();
    const uploads = installFakeUploads();
    const busy = vi.fn();
    const user = userEvent.setup();
    await renderPicker(busy);
    await user.upload(chooser(), file('a.jpg'));
    await user.upload(chooser(), [file('b.jpg'), file('c.jpg')]);
    await waitFor(() => expect(uploads.sent.map((u) => u.fileName)).toEqual(['a.jpg', 'b.jpg']));
    expect(uploads.sent[0]?.headers.authorization).toBe('Bearer tok');
    act(() => uploads.sent[0]?.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Загрузка «a.jpg»' })).toHaveAttribute('value', '0.4');
    expect(screen.getByRole('progressbar', { name: 'Загрузка «b.jpg»' })).toHaveAttribute('value', '0');
    expect(busy).toHaveBeenLastCalledWith(true);
    // The second choice finishes first; the first one's answer must not overwrite it.
    act(() => uploads.sent[1]?.respond(201, photo(2)));
    await waitFor(() => expect(uploads.sent).toHaveLength(3));
    act(() => uploads.sent[0]?.respond(201, photo(1)));
    act(() => uploads.sent[2]?.respond(201, photo(3)));
    expect(await screen.findByText('Фотографий: 3')).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['№ 2', '№ 1', '№ 3']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(busy).toHaveBeenLastCalledWith(false));
  });

  it('tells the uploader when the archive already holds a photo like theirs, with a link to it (issue 51)', {
    timeout: 30_000,
  }, async () => {
    setSession({ token: 'tok', role: 'ROLE_USER' });
    serveLimits();
    const uploads = installFakeUploads();
    const user = userEvent.setup();
    await renderPicker();
    await user.upload(chooser(), [file('a.jpg'), file('b.jpg')]);
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    act(() => uploads.sent[0]?.respond(201, { ...photo(31), similar: [{ id: 12, distance: 3 }] }));
    await waitFor(() => expect(uploads.sent).toHaveLength(2));
    act(() => uploads.sent[1]?.respond(201, photo(32)));
    expect(await screen.findByText('Фотографий: 2')).toBeInTheDocument();
    const notices = screen.getAllByRole('status').filter((notice) => notice.textContent?.includes('Похожее фото уже есть:'));
    expect(notices.map((notice) => notice.textContent)).toEqual(['Фото №31 — Похожее фото уже есть: Фото №12']);
    expect(screen.getByRole('link', { name: 'Фото №12' })).toHaveAttribute('href', '/photos/12');
  });

  it('refuses a file over the server limit or not an image before sending it, saying why', { timeout: 30_000 }, async () => {
    serveLimits();
    const uploads = installFakeUploads();
    const user = userEvent.setup({ applyAccept: false });
    await renderPicker();
    await user.upload(chooser(), [file('big.jpg', 2048), file('notes.txt', 10, 'text/plain')]);
    expect(await screen.findByText('Файл слишком большой: 2,00 КБ, можно не больше 1000 Б')).toBeInTheDocument();
    expect(screen.getByText('Это не изображение: принимаются JPEG, PNG и WebP')).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Убрать сообщение о «big.jpg»' }));
    expect(screen.queryByText(/Файл слишком большой/)).not.toBeInTheDocument();
  });

  it('says why the server refused a file', { timeout: 30_000 }, async () => {
    expectConsoleErrors();
    serveLimits();
    const uploads = installFakeUploads();
    const user = userEvent.setup();
    await renderPicker();
    await user.upload(chooser(), [file('fake.jpg'), file('huge.png', 10, 'image/png')]);
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    act(() =>
      uploads.sent[0]?.respond(415, {
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        detail: 'Это не изображение. Принимаются JPEG, PNG и WebP.',
      }),
    );
    await waitFor(() => expect(uploads.sent).toHaveLength(2));
    act(() => uploads.sent[1]?.respond(413, { status: 413, code: 'TOO_MANY_PIXELS', detail: 'Изображение больше 50 мегапикселей' }));
    expect(await screen.findByText('Изображение больше 50 мегапикселей')).toBeInTheDocument();
    expect(screen.getByText('Это не изображение: принимаются JPEG, PNG и WebP')).toBeInTheDocument();
    expect(screen.getByText('Фотографий: 0')).toBeInTheDocument();
  });

  it('sends the chosen credit and licence with each upload, and nothing for «unknown»', { timeout: 30_000 }, async () => {
    setSession({ token: 'tok', role: 'ROLE_USER' });
    serveLimits();
    const uploads = installFakeUploads();
    const user = userEvent.setup();
    await renderPicker();
    await user.upload(chooser(), file('a.jpg'));
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect([...(uploads.sent[0]?.body?.keys() ?? [])]).toEqual(['file']);
    act(() => uploads.sent[0]?.respond(201, photo(1)));

    await user.selectOptions(screen.getByLabelText('Лицензия'), 'CC0 (общественное достояние)');
    await user.type(screen.getByLabelText('Автор или источник'), '  Фонд музея  ');
    await user.upload(chooser(), file('b.jpg'));
    await waitFor(() => expect(uploads.sent).toHaveLength(2));
    const body = uploads.sent[1]?.body;
    expect(body?.get('credit')).toBe('Фонд музея');
    expect(body?.get('licence')).toBe('CC0');
    expect(uploads.sent[1]?.fileName).toBe('b.jpg');
  });
});
