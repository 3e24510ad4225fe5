import type { ChangeRequestDto, ItemCardDto, MeDto, Page, StampDto, StampPageDto, StampWriteInput } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import {
  buildChangeRequest,
  buildItemCard,
  buildItemPhoto,
  buildManufacturer,
  buildMe,
  buildStamp,
  buildStampPage,
  pageOf,
} from '../../../test/factories';
import { referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, recordRequests, server } from '../../../test/server';
import { StampPage } from './stamp-page';
import { StampsPage } from './stamps-page';

const STAMP = buildStampPage({
  id: 4,
  name: 'Молоток',
  kind: 'FACTORY',
  description: '<p>Знак <b>Тульского</b> завода<script>x()</script></p>',
  yearFrom: 1910,
  yearTo: 1917,
  manufacturer: { id: 2, name: 'ТОЗ', nameEn: null },
  bearing: { products: 1, details: 2 },
  images: [{ source: 'photo', photo: buildItemPhoto({ id: 31 }) }],
  seenYears: [{ year: 1915, items: 2 }],
  seenMakers: [{ id: 2, name: 'ТОЗ', nameEn: null, items: 2 }],
});
const ITEMS: Page<ItemCardDto> = pageOf([buildItemCard({ id: 12, kind: 'detail', name: 'Замок' })], 20);

/** The stamp's API as the server keeps it: a PUT changes what the next GET answers. */
function serveStamp(roles: string[] | null) {
  if (roles) setSession({ token: 't', role: 'X' });
  let stamp: StampPageDto = STAMP;
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ roles: roles ?? [] })),
    api.get<StampPageDto>('/api/archive/stamps/:id', () => stamp),
    api.get<Page<ItemCardDto>>('/api/archive/stamps/:id/items', () => ITEMS),
    ...referenceListHandlers({ manufacturers: [buildManufacturer({ id: 2, name: 'ТОЗ' })] }),
    api.put<StampPageDto>('/api/archive/stamps/:id', async ({ request }) => {
      const body = (await request.json()) as StampWriteInput;
      stamp = { ...stamp, name: body.name, kind: body.kind ?? 'OTHER', yearTo: Number(body.yearTo) };
      return stamp;
    }),
    api.post<ChangeRequestDto>('/api/archive/change-requests', () => buildChangeRequest({ status: 'PENDING', entityType: 'STAMP' })),
  );
}

const renderStamp = () => renderWithProviders(<StampPage />, { route: '/stamps/4', path: '/stamps/:id' });

describe('the stamps list', () => {
  // The visual key's filters read the makers and the detail types; each test's stamps come first.
  beforeEach(() => server.use(...referenceListHandlers()));
  it('groups stamps by kind with their first image and the count of items bearing each', async () => {
    server.use(
      api.get<StampDto[]>('/api/archive/stamps', () => [
        buildStamp({ id: 1, name: 'Молоток', kind: 'FACTORY', bearing: { products: 1, details: 2 }, yearFrom: 1910, yearTo: 1917 }),
        buildStamp({ id: 2, name: 'Орёл', kind: 'ACCEPTANCE', image: buildItemPhoto({ id: 30 }) }),
      ]),
    );
    renderWithProviders(<StampsPage />, { route: '/stamps', path: '/stamps' });
    const factory = await screen.findByRole('region', { name: /Заводское клеймо/ });
    expect(within(factory).getByRole('link', { name: /Молоток/ })).toHaveAttribute('href', '/stamps/1');
    expect(within(factory).getByText('1910–1917 · 3 предмета')).toBeInTheDocument();
    const acceptance = screen.getByRole('region', { name: /Приёмка/ });
    expect(within(acceptance).getByRole('link', { name: /Орёл/ }).querySelector('img')).not.toBeNull();
    expect(within(acceptance).getByText('0 предметов')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Другое/ })).not.toBeInTheDocument();
  });

  it('loads the first image of the page at once and the others lazily (the largest paint is not lazy)', async () => {
    server.use(
      api.get<StampDto[]>('/api/archive/stamps', () => [
        buildStamp({ id: 3, name: 'Год', kind: 'YEAR', image: buildItemPhoto({ id: 32 }) }),
        buildStamp({ id: 1, name: 'Молоток', kind: 'FACTORY' }),
        buildStamp({ id: 2, name: 'Орёл', kind: 'FACTORY', image: buildItemPhoto({ id: 30 }) }),
      ]),
    );
    renderWithProviders(<StampsPage />, { route: '/stamps', path: '/stamps' });
    const eagle = (await screen.findByRole('link', { name: /Орёл/ })).querySelector('img');
    const year = screen.getByRole('link', { name: /Год/ }).querySelector('img');
    expect(eagle).toHaveAttribute('loading', 'eager');
    expect(year).toHaveAttribute('loading', 'lazy');
  });
});

describe('the stamp page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the meaning sanitised, the images, the years and makers seen, and the bearing items; no tools for a visitor', async () => {
    serveStamp(null);
    const { container } = renderStamp();
    await screen.findByRole('heading', { name: 'Молоток', level: 1 });
    expect(container.innerHTML).not.toContain('script');
    expect(screen.getByText('Тульского')).toBeInTheDocument();
    expect(screen.getByText('1910–1917')).toBeInTheDocument();
    expect(screen.getByText('3 предмета')).toBeInTheDocument();
    expect(screen.getByText('1915 (2)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Клеймо «Молоток», изображение 1' }).closest('a')).toHaveAttribute('href', '/photos/31');
    expect(await screen.findByRole('link', { name: 'Замок' })).toHaveAttribute('href', '/details/12');
    expect(screen.getByRole('link', { name: 'Искать детали с этим клеймом' }).getAttribute('href')).toContain('stamps=4');
    expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  });

  it('lets a moderator change the kind and years; the saved stamp shows', async () => {
    serveStamp(['ROLE_MODERATOR']);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderStamp();
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    const form = screen.getByRole('form', { name: 'Клеймо' });
    await user.selectOptions(within(form).getByLabelText('Вид'), 'ACCEPTANCE');
    await user.clear(within(form).getByLabelText('по (год)'));
    await user.type(within(form).getByLabelText('по (год)'), '1905');
    expect(within(form).getByLabelText('по (год)')).toHaveValue('1905');
    expect(within(form).getByRole('alert')).toHaveTextContent('Год «по» раньше года «с»');
    expect(within(form).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await user.clear(within(form).getByLabelText('по (год)'));
    await user.type(within(form).getByLabelText('по (год)'), '1918');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Клеймо' })).not.toBeInTheDocument());
    expect(screen.getByText('приёмка')).toBeInTheDocument();
    const [sent] = (await bodiesSent(requests, 'PUT', '/api/archive/stamps/4')) as StampWriteInput[];
    expect(sent).toMatchObject({
      name: 'Молоток',
      kind: 'ACCEPTANCE',
      yearFrom: '1910',
      yearTo: '1918',
      manufacturer: { id: 2 },
      photos: [{ id: 31 }],
    });
  });

  it("sends a plain user's change as a proposal", async () => {
    serveStamp(['ROLE_USER']);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderStamp();
    await user.click(await screen.findByRole('button', { name: 'Предложить изменение' }));
    await user.click(screen.getByRole('button', { name: 'Отправить на модерацию' }));
    await waitFor(async () => expect(await bodiesSent(requests, 'POST', '/api/archive/change-requests')).toHaveLength(1));
    expect((await bodiesSent(requests, 'POST', '/api/archive/change-requests'))[0]).toMatchObject({
      action: 'UPDATE',
      entityType: 'STAMP',
      entityId: 4,
      payload: { name: 'Молоток', kind: 'FACTORY' },
    });
    expect(await bodiesSent(requests, 'PUT', '/api/archive/stamps/4')).toHaveLength(0);
  });
});

describe('the stamp pages in English', () => {
  beforeEach(() => {
    sessionStorage.clear();
    server.use(...referenceListHandlers());
  });

  it('names kinds, years and counts in English, marks the catalogue text as Russian and links under /en', async () => {
    server.use(
      api.get<StampDto[]>('/api/archive/stamps', () => [
        buildStamp({ id: 1, name: 'Молоток', kind: 'FACTORY', bearing: { products: 0, details: 1 }, yearFrom: 1910, yearTo: null }),
        buildStamp({ id: 2, name: 'Орёл', kind: 'ACCEPTANCE' }),
      ]),
    );
    renderWithProviders(<StampsPage />, { route: '/en/stamps', path: '/stamps', locale: 'en' });
    const factory = await screen.findByRole('region', { name: /Factory stamp/ });
    const link = within(factory).getByRole('link', { name: /Молоток/ });
    expect(link).toHaveAttribute('href', '/en/stamps/1');
    expect(within(link).getByText('Молоток')).toHaveAttribute('lang', 'ru');
    expect(within(factory).getByText('from 1910 · 1 item')).toBeInTheDocument();
    const acceptance = screen.getByRole('heading', { name: /Acceptance stamp/ });
    // The Russian term of art in the English name is read as Russian.
    expect(within(acceptance).getByText('приёмка')).toHaveAttribute('lang', 'ru');
  });

  it('shows a stamp with English labels around its Russian name and meaning', async () => {
    serveStamp(null);
    renderWithProviders(<StampPage />, { route: '/en/stamps/4', path: '/stamps/:id', locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Молоток', level: 1 })).toHaveAttribute('lang', 'ru');
    expect(screen.getByRole('heading', { name: 'What it means' })).toBeInTheDocument();
    expect(screen.getByText('factory stamp')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('3 items')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Тульского').closest('[lang]')).toHaveAttribute('lang', 'ru');
    expect(screen.getByRole('img', { name: 'Stamp “Молоток”, image 1' }).closest('a')).toHaveAttribute('href', '/en/photos/31');
    expect(await screen.findByRole('heading', { name: /Items bearing this stamp/ })).toBeInTheDocument();
  });
});
