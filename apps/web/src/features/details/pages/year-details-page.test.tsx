import type { ItemCardDto, Page } from '@museum/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPhotoRef, pageOf } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, problemAnswer, recordRequests, server } from '../../../test/server';
import { YearDetailsPage } from './year-details-page';

const render = (year: string) => renderWithProviders(<YearDetailsPage />, { route: `/details/year/${year}`, path: '/details/year/:year' });
const card = (id: number, photos: number[]): ItemCardDto => ({
  id,
  kind: 'detail',
  name: `Щит ${id}`,
  number: '15',
  year: 1916,
  belongsTo: 'станок',
  manufacturer: null,
  type: { id: 1, name: 'Щит', nameEn: null },
  description: null,
  source: null,
  nameEn: null,
  descriptionEn: null,
  condition: null,
  photos: photos.map((p) => buildPhotoRef(p)),
});

/** The details of a year, by the year in the address. */
const serveYears = (answers: Record<string, Page<ItemCardDto> | Response>) =>
  server.use(
    api.get<Page<ItemCardDto>, { year: string }>('/api/archive/details/year/:year', ({ params }) => {
      const answer = answers[params.year];
      if (!answer) throw new Error(`no answer for the year ${params.year}`);
      return answer;
    }),
  );

describe('the year page', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists the details of the year with thumbnails linking to the photo pages', async () => {
    serveYears({ '1916': pageOf([card(1, [7]), card(2, [])], 250) });
    render('1916');
    expect(await screen.findByRole('link', { name: 'Щит 1' })).toHaveAttribute('href', '/details/1');
    expect(screen.getByRole('link', { name: 'Фото №7' })).toHaveAttribute('href', '/photos/7');
    expect(screen.getByText('Нет фотографий')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Детали за 1916 год');
  });

  it('says when the year has no data, and shows the server message on failure', async () => {
    serveYears({ '1800': pageOf([], 250), '1801': problemAnswer(503, 'UNAVAILABLE', 'Сервер перегружен') });
    render('1800');
    await screen.findByText('Нет данных за этот год');
    render('1801');
    await screen.findByText('Ошибка: Сервер перегружен');
  });

  it('is the not-found page, without asking the API, when the address names no year', async () => {
    const requests = recordRequests();
    for (const year of ['abcd', '19160', '19a6']) {
      const { unmount } = render(year);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Страница не найдена');
      expect(screen.queryByText(/Детали за/)).not.toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Страница не найдена — Музей «Тульский Максим»'));
      unmount();
    }
    expect(requests.map((r) => r.url)).toEqual([]);
  });
});
