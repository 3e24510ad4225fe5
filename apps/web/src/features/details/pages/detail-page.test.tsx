import type { DetailDto, MeDto } from '@museum/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { setSession } from '../../../lib/session';
import { expectConsoleErrors } from '../../../test/console';
import { buildDetail, buildMe } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, problemAnswer, server } from '../../../test/server';
import { DetailPage } from './detail-page';

const detail = buildDetail({
  id: 9,
  description: '<p>Кожух<img src=x onerror="alert(1)"><a href="javascript:alert(1)">ссылка</a></p>',
  source: 'https://example.org/archive',
  number: 'АЕ 15',
  serialNumber: 'АЕ 15',
  year: 1942,
  belongsTo: 'максим',
  type: { id: 3, name: 'Кожух', nameEn: null, belongsTo: 'максим' },
  subtype: { id: 4, name: 'Гофрированный', nameEn: null },
  manufacturer: { id: 1, name: 'ТОЗ', nameEn: null },
  product: { id: 2, name: 'Пулемёт', nameEn: null },
  stamps: [{ id: 6, name: 'Звезда', nameEn: null }],
});

/** The detail's answer: the DTO, or a problem for a failure. */
const serveDetail = (answer: () => DetailDto | Response) => server.use(api.get<DetailDto>('/api/archive/details/:id', answer));

const render = () => renderWithProviders(<DetailPage />, { route: '/details/9', path: '/details/:id' });

describe('the detail page', () => {
  beforeEach(() => sessionStorage.clear());

  it('titles an unnamed detail by its type, sanitises the description and links every reference', async () => {
    serveDetail(() => detail);
    const { container } = render();
    await screen.findByRole('link', { name: 'Гофрированный' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Кожух № АЕ 15$/);
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/);
    expect(screen.getByRole('link', { name: 'Гофрированный' }).getAttribute('href')).toMatch(/searchType=details.*type=3.*subtype=4/);
    expect(screen.getByRole('link', { name: 'Звезда' }).getAttribute('href')).toBe('/stamps/6');
    expect(screen.getByRole('link', { name: 'Пулемёт' })).toHaveAttribute('href', '/products/2');
    expect(screen.getByRole('link', { name: 'ТОЗ' })).toHaveAttribute('href', '/manufacturers/1');
    expect(screen.getByRole('link', { name: 'https://example.org/archive' })).toHaveAttribute('href', 'https://example.org/archive');
    expect(screen.getByText('Фотографий пока нет.')).toBeInTheDocument();
  });

  it('shows the condition as a link to the search by it, and the inscriptions and provenance line by line as text', async () => {
    serveDetail(() => ({ ...detail, condition: 'раскопочное', markings: 'АЕ 3310\n<b>ТОЗ</b>', provenance: 'Найден под Ржевом' }));
    const { container } = render();
    const condition = await screen.findByRole('link', { name: 'раскопочное' });
    expect(condition.getAttribute('href')).toContain(`condition=${encodeURIComponent('раскопочное')}`);
    expect(screen.getByRole('heading', { name: 'Надписи и маркировка' })).toBeInTheDocument();
    const markings = screen.getByText(/АЕ 3310/);
    expect(markings.textContent).toBe('АЕ 3310\n<b>ТОЗ</b>');
    expect(markings).toHaveClass('item-section__lines');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Происхождение' })).toBeInTheDocument();
    expect(screen.getByText('Найден под Ржевом')).toBeInTheDocument();
  });

  it('names the condition in English on an English page, unmarked, beside the Russian facts marked (issue 52)', async () => {
    serveDetail(() => ({ ...detail, condition: 'хорошее', number: 'АЕ 3310' }));
    renderWithProviders(<DetailPage />, { route: '/en/details/9', path: '/details/:id', locale: 'en' });
    const condition = await screen.findByRole('link', { name: 'good' });
    expect(condition.closest('[lang]')).toBeNull();
    expect(screen.getByText('АЕ 3310').closest('[lang]')).toHaveAttribute('lang', 'ru');
  });

  it('shows no recorded lines for a detail without them', async () => {
    serveDetail(() => detail);
    render();
    await screen.findByRole('link', { name: 'Гофрированный' });
    expect(screen.queryByText('Состояние')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Надписи и маркировка' })).toBeNull();
  });

  it('shows the load error', async () => {
    expectConsoleErrors();
    serveDetail(() => problemAnswer(400, 'BAD_REQUEST', 'Сбой'));
    render();
    await screen.findByText('Ошибка при загрузке детали.');
  });

  it('shows the not-found page for a detail the API does not know', async () => {
    serveDetail(() => problemAnswer(404, 'NOT_FOUND', 'Нет'));
    render();
    await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });
  });

  it('never shows a deleted detail from the session cache with its edit link: a 404 drops the copy', async () => {
    sessionStorage.setItem(`cache:${JSON.stringify(queryKeys.details.item(9))}`, JSON.stringify(detail));
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    server.use(api.get<MeDto>('/api/auth/me', () => buildMe({ roles: ['ROLE_MODERATOR'] })));
    serveDetail(() => problemAnswer(404, 'NOT_FOUND', 'Деталь не найдена'));
    render();
    await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });
    expect(screen.queryByRole('link', { name: 'Редактировать' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(`cache:${JSON.stringify(queryKeys.details.item(9))}`)).toBeNull();
  });
});
