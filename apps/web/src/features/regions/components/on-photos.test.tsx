import type { RegionCropDto } from '@museum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRegionCrop } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, recordRequests, requestLine, server } from '../../../test/server';
import { OnPhotos } from './on-photos';

describe('«На фотографиях»', () => {
  it('shows each published region’s crop, linking to its photo at that place', async () => {
    const requests = recordRequests();
    server.use(
      api.get<RegionCropDto[]>('/api/archive/regions', () => [
        buildRegionCrop({ note: 'клеймо на крышке' }),
        buildRegionCrop({ id: 8, photoId: 11, crop: null }),
      ]),
    );
    renderWithProviders(<OnPhotos kind="stamp" id={4} />);
    const section = await screen.findByRole('region', { name: 'На фотографиях' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/photos/7?region=5', '/photos/11?region=8']);
    // The name holds what the link shows (the note), not words of its own alone (issue 51).
    expect(links[0]).toHaveAccessibleName('Открыть фото №7 на этом месте клеймо на крышке');
    expect(links[1]).toHaveAccessibleName('Открыть фото №11 на этом месте');
    const crop = within(section).getByRole('img', { name: 'Открыть фото №7 на этом месте' });
    expect(crop).toHaveAttribute('src', '/uploads/derived/crop-5/size-200.jpg');
    // The frame takes the crop's proportions, so the image fills it at every width.
    expect(crop.closest('.region-crops__frame')).toHaveStyle({ aspectRatio: String(200 / 120) });
    expect(section).toHaveTextContent('клеймо на крышке');
    expect(requests.map(requestLine)).toContain('GET /api/archive/regions?kind=stamp&id=4');
  });

  it('names under a stamp’s crop the parts it is struck on, each linking to its part (issue 51)', async () => {
    server.use(
      api.get<RegionCropDto[]>('/api/archive/regions', () => [
        buildRegionCrop({ struckOn: [{ id: 21, title: 'Короб № 2514', type: 'Короб' }] }),
        buildRegionCrop({
          id: 8,
          photoId: 11,
          struckOn: [
            { id: 21, title: 'Короб № 2514', type: 'Короб' },
            { id: 22, title: 'Боевая личинка', type: 'Замок' },
          ],
        }),
        buildRegionCrop({ id: 9, photoId: 12 }),
      ]),
    );
    renderWithProviders(<OnPhotos kind="stamp" id={4} />);
    const section = await screen.findByRole('region', { name: 'На фотографиях' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.region-crops__part')?.textContent ?? null)).toEqual([
      'Выбито на: Короб № 2514',
      'Выбито на: Короб № 2514, Боевая личинка (Замок)',
      null,
    ]);
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Боевая личинка (Замок)' })).toHaveAttribute('href', '/details/22');
  });

  it('is absent while nothing is marked', async () => {
    const requests = recordRequests();
    renderWithProviders(<OnPhotos kind="product" id={3} />);
    await expect.poll(() => requests.length).toBe(1);
    expect(screen.queryByRole('region', { name: 'На фотографиях' })).toBeNull();
  });
});
