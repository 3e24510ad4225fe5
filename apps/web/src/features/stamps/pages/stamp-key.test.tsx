import type { ChangeRequestDto, MeDto, StampDto, StampPageDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { buildChangeRequest, buildManufacturer, buildMe, buildRegionCrop, buildStamp, buildStampPage } from '../../../test/factories';
import { referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, recordRequests, requestLine, server } from '../../../test/server';
import { StampPage } from './stamp-page';
import { StampsPage } from './stamps-page';

const STAR = buildStamp({ id: 7, name: 'Звезда со стрелой (Тула)', kind: 'FACTORY', yearFrom: 1928, yearTo: 1945 });

function serveKey(roles: string[] | null) {
  if (roles) {
    setSession({ token: 't', role: 'X' });
    server.use(api.get<MeDto>('/api/auth/me', () => buildMe({ roles })));
  }
  server.use(
    // Before the reference lists' empty stamps: the first handler that matches answers.
    api.get<StampDto[]>('/api/archive/stamps', ({ request }) =>
      new URL(request.url).searchParams.get('kind') === 'ACCEPTANCE'
        ? []
        : [{ ...STAR, conflict: true, crops: [buildRegionCrop(), buildRegionCrop({ id: 8, photoId: 11 })] }],
    ),
    ...referenceListHandlers({
      manufacturers: [buildManufacturer({ id: 2, name: 'ТОЗ' })],
      detailTypes: [{ id: 5, name: 'Короб', nameEn: null, description: null, belongsTo: 'максим', carriesNumber: false, subtypes: [] }],
    }),
  );
  return recordRequests();
}

const renderKey = (route = '/stamps') => renderWithProviders(<StampsPage />, { route, path: '/stamps' });

describe('the visual key «Какое это клеймо?»', () => {
  it('asks the API with the filters the address holds and marks a stamp whose years disagree', async () => {
    const requests = serveKey(null);
    renderKey('/stamps?kind=FACTORY&maker=2&yearFrom=1920&yearTo=193&part=5&conflict=true');
    const key = await screen.findByRole('form', { name: 'Какое это клеймо?' });
    expect(within(key).getByLabelText('Вид')).toHaveValue('FACTORY');
    expect(within(key).getByRole('checkbox', { name: 'Только расхождения в годах' })).toBeChecked();
    const card = (await screen.findByRole('link', { name: /Звезда со стрелой/ })).closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Расхождение в годах');
    // Its crops from two photos side by side, each opening its photo at that place.
    const crops = within(within(card).getByRole('list', { name: '«Звезда со стрелой (Тула)» на фотографиях' })).getAllByRole('link');
    expect(crops.map((link) => link.getAttribute('href'))).toEqual(['/photos/7?region=5', '/photos/11?region=8']);
    // A half-typed year («193») waits; the rest are sent.
    expect(requests.map(requestLine)).toContain('GET /api/archive/stamps?kind=FACTORY&maker=2&yearFrom=1920&part=5&conflict=true');
    // No tools to add one for a visitor.
    expect(screen.queryByRole('button', { name: 'Добавить клеймо' })).toBeNull();
  });

  it('changes the list as a filter changes, and says when nothing is left', async () => {
    const requests = serveKey(null);
    renderKey();
    await screen.findByRole('link', { name: /Звезда со стрелой/ });
    await userEvent.selectOptions(screen.getByLabelText('Вид'), 'ACCEPTANCE');
    expect(await screen.findByText('Таких клейм нет: измените условия.')).toBeInTheDocument();
    expect(requests.map(requestLine)).toContain('GET /api/archive/stamps?kind=ACCEPTANCE');
  });

  it('lets a moderator add a stamp with its kind, maker and years, and opens its page', async () => {
    const requests = serveKey(['ROLE_USER', 'ROLE_MODERATOR']);
    server.use(api.post<StampPageDto>('/api/archive/stamps', () => buildStampPage({ id: 12, name: 'Молоток' })));
    const { router } = renderWithProviders(<StampsPage />, { route: '/stamps', path: '/stamps' });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить клеймо' }));
    const form = await screen.findByRole('form', { name: 'Клеймо' });
    await userEvent.type(within(form).getByLabelText('Название'), 'Молоток');
    await userEvent.selectOptions(within(form).getByLabelText('Вид'), 'FACTORY');
    await userEvent.selectOptions(within(form).getByLabelText('Производитель'), 'ТОЗ');
    await userEvent.type(within(form).getByLabelText('Применялось с (год)'), '1910');
    await userEvent.type(within(form).getByLabelText('по (год)'), '1917');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stamps/12'));
    expect(await bodiesSent(requests, 'POST', '/api/archive/stamps')).toEqual([
      {
        name: 'Молоток',
        nameEn: null,
        kind: 'FACTORY',
        description: null,
        manufacturer: { id: 2 },
        yearFrom: '1910',
        yearTo: '1917',
        photos: [],
      },
    ]);
  });

  it('lets a plain user propose a new stamp to the moderators', async () => {
    const requests = serveKey(['ROLE_USER']);
    server.use(
      api.post<ChangeRequestDto>('/api/archive/change-requests', () => buildChangeRequest({ status: 'PENDING', entityType: 'STAMP' })),
    );
    renderKey();
    await userEvent.click(await screen.findByRole('button', { name: 'Предложить клеймо' }));
    const form = await screen.findByRole('form', { name: 'Клеймо' });
    await userEvent.type(within(form).getByLabelText('Название'), 'Орёл');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить на модерацию' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Клеймо' })).toBeNull());
    expect(await bodiesSent(requests, 'POST', '/api/archive/change-requests')).toEqual([
      {
        action: 'CREATE',
        entityType: 'STAMP',
        payload: {
          name: 'Орёл',
          nameEn: null,
          kind: 'OTHER',
          description: null,
          manufacturer: null,
          yearFrom: null,
          yearTo: null,
          photos: [],
        },
      },
    ]);
  });
});

describe('a stamp whose evidence disagrees', () => {
  it('says in words that its dated items fall outside its stated years', async () => {
    server.use(
      api.get<StampPageDto>('/api/archive/stamps/:id', () =>
        buildStampPage({ ...STAR, seen: { from: 1921, to: 1921, items: 6 }, conflict: true }),
      ),
      api.get('/api/archive/stamps/:id/items', () => ({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 })),
    );
    renderWithProviders(<StampPage />, { route: '/stamps/7', path: '/stamps/:id' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Расхождение: клеймо указано для 1928–1945, а датированные предметы с ним — 1921 (6 предметов).',
    );
  });
});
