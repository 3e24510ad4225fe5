import type { CollectionItemDto, ShareDto, ShareStateDto, ShareWriteInput } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { buildRegionCrop, buildStamp } from '../../../test/factories';
import { meHandler, referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, recordRequests, server } from '../../../test/server';
import { buildCollectionItem, buildCollectionPhoto } from '../test/fixtures';
import { OwnDossierPage } from './own-dossier-page';

const stamp = buildStamp({
  id: 11,
  name: 'Орёл',
  kind: 'FACTORY',
  yearFrom: 1910,
  yearTo: 1914,
  description: '<p>Знак Тульского завода</p>',
});
const record = buildCollectionItem({
  id: 7,
  name: 'Максим из сарая',
  number: '21105',
  year: 1915,
  provenance: 'Семья владельца',
  stamps: [{ id: 11, name: 'Орёл', nameEn: null }],
  dating: {
    serial: 21105,
    table: 'maxim',
    answer: { kind: 'exact', year: 1915 },
    below: [],
    above: [],
    estimate: null,
  },
  acquiredFrom: 'Аукцион «Тайный»',
  price: 150000,
  currency: 'RUB',
  keptAt: 'Сейф на даче',
  notes: 'Только для меня',
  photos: [buildCollectionPhoto({ id: 31 })],
});

function renderPage() {
  return renderWithProviders(<OwnDossierPage />, { route: '/collection/7/dossier', path: '/collection/:id/dossier' });
}

beforeEach(() => {
  setSession({ token: 't', role: 'USER' });
  server.use(
    meHandler({ id: 5, username: 'ivan' }),
    ...referenceListHandlers({ stamps: [{ ...stamp, crops: [buildRegionCrop({ id: 3 })] }] }),
    api.get<CollectionItemDto>('/api/collection/items/7', () => record),
    api.get<ShareStateDto>('/api/collection/items/7/share', () => ({ live: null })),
  );
});

describe('OwnDossierPage', () => {
  it('shows the record with its stamps, dating and provenance, and none of the private fields until the owner ticks them', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Досье: Максим из сарая № 21105' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Орёл' })).toHaveAttribute('href', '/stamps/11');
    expect(await screen.findByRole('img', { name: 'Клеймо «Орёл» на фотографии' })).toBeInTheDocument();
    // The stamp's meaning and years, and the record's year against them.
    expect(screen.getByText('заводское клеймо, 1910–1914')).toBeInTheDocument();
    expect(await screen.findByText('Знак Тульского завода')).toBeInTheDocument();
    expect(screen.getByText('1915 г. — вне лет клейма')).toHaveClass('collection-status--mismatch');
    expect(screen.getByText('Точный год: 1915')).toBeInTheDocument();
    // Its private photo, from the owner-only route, opening the lightbox.
    const photos = screen.getByRole('region', { name: 'Фотографии (1)' });
    const thumbnail = within(photos).getByRole('button', { name: /^Максим из сарая\. / });
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/collection\/photos\/31\//);
    await user.click(thumbnail);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Семья владельца')).toBeInTheDocument();
    for (const secret of ['Аукцион «Тайный»', 'Сейф на даче', 'Только для меня', '150 000 RUB']) {
      expect(screen.queryByText(secret)).not.toBeInTheDocument();
    }
    const choice = screen.getByRole('group', { name: 'Что из личных полей включить' });
    for (const box of within(choice).getAllByRole('checkbox')) expect(box).not.toBeChecked();

    await user.click(within(choice).getByRole('checkbox', { name: 'Цена' }));
    await user.click(within(choice).getByRole('checkbox', { name: 'Где хранится' }));
    const shown = screen.getByRole('region', { name: 'Из личных записей владельца' });
    expect(shown).toHaveTextContent('150 000 RUB');
    expect(shown).toHaveTextContent('Сейф на даче');
    expect(screen.queryByText('Аукцион «Тайный»')).not.toBeInTheDocument();

    await user.click(within(choice).getByRole('checkbox', { name: 'Цена' }));
    expect(shown).not.toHaveTextContent('150 000');
  });

  it('makes a share link with the ticked fields (a price with its currency) and the days chosen, shows it live, and revokes it', async () => {
    const share = {
      url: 'https://museum.example.org/collection/shared/abc',
      expiresAt: '2026-12-09T10:00:00Z',
      fields: ['price', 'currency'],
    } satisfies ShareDto;
    // The server's state of the link: none, then the one made, then none once revoked.
    let live: ShareStateDto['live'] = null;
    server.use(
      api.get<ShareStateDto>('/api/collection/items/7/share', () => ({ live })),
      api.post<ShareDto>('/api/collection/items/7/share', () => {
        live = { createdAt: '2026-11-29T10:00:00Z', expiresAt: share.expiresAt, fields: share.fields };
        return HttpResponse.json(share, { status: 201 });
      }),
      api.delete<never>('/api/collection/items/7/share', () => {
        live = null;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Действующей ссылки нет.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отозвать ссылку' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Цена' }));
    const days = screen.getByRole('spinbutton', { name: 'Срок действия, дней' });
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Создать ссылку' }));
    expect(await screen.findByRole('textbox', { name: 'Ссылка' })).toHaveValue(share.url);
    expect(await bodiesSent(requests, 'POST', '/api/collection/items/7/share')).toEqual([
      { fields: ['price', 'currency'], days: 10 } satisfies ShareWriteInput,
    ]);
    const state = (await screen.findByText('В досье по ней: Цена.')).parentElement;
    expect(state).toHaveTextContent(/^Ссылка действует до .+\.В досье по ней: Цена\.$/);
    await user.click(screen.getByRole('button', { name: 'Отозвать ссылку' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Ссылка' })).not.toBeInTheDocument());
    expect(getToasts().map((toast) => toast.text)).toContain('Ссылка отозвана');
    expect(await screen.findByText('Действующей ссылки нет.')).toBeInTheDocument();
  });
});
