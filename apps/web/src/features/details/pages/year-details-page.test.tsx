import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problem, renderWithProviders } from '../../../test/render';
import { YearDetailsPage } from './year-details-page';

const render = (year: string) => renderWithProviders(<YearDetailsPage />, { route: `/details/year/${year}`, path: '/details/year/:year' });
const page = (content: unknown[]) => jsonResponse(200, { content, totalElements: content.length, totalPages: 1, number: 0, size: 250 });
const card = (id: number, photos: number[]) => ({
  id,
  kind: 'detail',
  name: `Щит ${id}`,
  number: '15',
  year: 1916,
  belongsTo: 'станок',
  manufacturer: null,
  type: { id: 1, name: 'Щит' },
  description: null,
  source: null,
  photos: photos.map((p) => ({ id: p, url: `/uploads/${p}.jpg`, thumbnailUrl: `/uploads/thumbs/${p}_thumb.jpg` })),
});

describe('the year page', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists the details of the year with thumbnails linking to the photo pages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page([card(1, [7]), card(2, [])])),
    );
    render('1916');
    expect(await screen.findByRole('link', { name: 'Щит 1' })).toHaveAttribute('href', '/details/1');
    expect(screen.getByRole('link', { name: 'Фото №7' })).toHaveAttribute('href', '/photos/7');
    expect(screen.getByText('Нет фотографий')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Детали за 1916 год');
  });

  it('says when the year has no data, and shows the server message on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page([])),
    );
    render('1800');
    await screen.findByText('Нет данных за этот год');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(400, 'VALIDATION', 'Год: от 1 до 4 цифр')),
    );
    render('abc');
    await screen.findByText('Ошибка: Год: от 1 до 4 цифр');
  });
});
