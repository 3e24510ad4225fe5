import type { PendingRegionDto, RegionDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { buildRegion } from '../../../test/factories';
import { signedInAs } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, inTurn, recordRequests, requestLine, server } from '../../../test/server';
import { ModerationPage } from './moderation-page';
import { RegionsPage } from './regions-page';

const PENDING: PendingRegionDto = {
  ...buildRegion({
    id: 9,
    photoId: 12,
    status: 'PENDING',
    editable: true,
    note: 'клеймо на крышке',
    crop: {
      url: '/uploads/derived/crop-9/size-1200.jpg',
      width: 1200,
      height: 800,
      sizes: { base: '/uploads/derived/crop-9/size', widths: [320, 1200], formats: ['jpg'] },
    },
  }),
  author: 'ivan',
  createdAt: '2026-11-27T00:00:00Z',
};

beforeEach(() => {
  setSession({ token: 't', role: 'ROLE_MODERATOR' });
  server.use(
    signedInAs('ROLE_USER', 'ROLE_MODERATOR'),
    api.get('/api/archive/change-requests', () => ({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 100 })),
    api.get('/api/archive/manufacturers', () => []),
    api.get('/api/archive/detail-types', () => []),
    api.get('/api/archive/stamps', () => []),
  );
});

describe('the moderators’ regions', () => {
  it('is a tab of the moderation page', async () => {
    const { router } = renderWithProviders(<ModerationPage />, { route: '/moderation', path: '/moderation' });
    const tabs = await screen.findByRole('navigation', { name: 'Модерация' });
    // The stamps whose years disagree with their dated items: the visual key, so filtered (issue 51).
    expect(within(tabs).getByRole('link', { name: 'Клейма: расхождения' })).toHaveAttribute('href', '/stamps?conflict=true');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Области на фото' }));
    expect(router.state.location.pathname).toBe('/moderation/regions');
  });

  it('lists a proposed region with what it shows and who marked it; approving publishes it', async () => {
    const requests = recordRequests();
    server.use(
      api.get<PendingRegionDto[]>('/api/archive/regions/pending', inTurn([PENDING], [])),
      api.post<RegionDto>('/api/archive/regions/9/approve', () => ({ ...PENDING, status: 'PUBLISHED' })),
    );
    renderWithProviders(<RegionsPage />, { route: '/moderation/regions', path: '/moderation/regions' });
    const card = (await screen.findByText('клеймо на крышке')).closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Звезда со стрелой' })).toHaveAttribute('href', '/stamps/4');
    expect(within(card).getAllByRole('link', { name: 'Фото №12' })[0]).toHaveAttribute('href', '/photos/12?region=9');
    expect(card).toHaveTextContent('Отметил: ivan');
    // Every field the approval publishes: the place too, and the crop in a frame of its proportions.
    expect(card).toHaveTextContent(`Место: X ${PENDING.x}, Y ${PENDING.y}, ${PENDING.width} × ${PENDING.height} пикселей`);
    const crop = within(card).getByRole('img', { name: 'Фрагмент фото №12' });
    expect(crop.closest('.region-crops__frame')).toHaveStyle({ aspectRatio: '1.5' });
    await userEvent.click(within(card).getByRole('button', { name: 'Одобрить' }));
    await screen.findByText('Новых областей нет.');
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toContain('Область опубликована.'));
    expect(requests.map(requestLine)).toContain('POST /api/archive/regions/9/approve');
  });

  it('credits a region of a deleted account (no author) to «удалённый участник» (issue 54)', async () => {
    server.use(api.get<PendingRegionDto[]>('/api/archive/regions/pending', () => [{ ...PENDING, author: null }]));
    renderWithProviders(<RegionsPage />, { route: '/moderation/regions', path: '/moderation/regions' });
    const card = (await screen.findByText('клеймо на крышке')).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Отметил: удалённый участник');
  });
});
