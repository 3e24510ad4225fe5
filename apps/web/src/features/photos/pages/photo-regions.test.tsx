import type { DetailDto, PhotoDto, ProductDto, RegionDto, StampDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { buildDetail, buildPhoto, buildProduct, buildRegion } from '../../../test/factories';
import { meHandler, referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, recordRequests, server } from '../../../test/server';
import { PhotoPage } from './photo-page';

// The deep-zoom viewer in jsdom: made, never showing a tile (its marks are the browser tests' part).
vi.mock('openseadragon', () => ({
  default: Object.assign(
    () => ({ canvas: document.createElement('div'), addHandler: () => {}, addOnceHandler: () => {}, destroy: () => {} }),
    { setString: () => {} },
  ),
}));

const STAMP = { id: 4, name: 'Звезда со стрелой' } as StampDto;
const photo = buildPhoto({
  id: 7,
  image: { width: 800, height: 600, placeholder: null, sizes: null, tiles: null },
  details: [{ id: 3, name: 'Замок', nameEn: null, serialNumber: '2514', manufacturer: 'ТОЗ', type: 'Замок', year: 1910 }],
});

function serve(regions: RegionDto[], roles: string[] | null) {
  if (roles) {
    setSession({ token: 't', role: 'X' });
    server.use(meHandler({ username: 'ivan', roles }));
  }
  server.use(
    api.get<PhotoDto>('/api/archive/photos/7', () => photo),
    api.get<RegionDto[]>('/api/archive/photos/7/regions', () => regions),
    api.get('/uploads/tiles/7/info.json', () => ({ width: 800, height: 600 })),
    ...referenceListHandlers({ stamps: [STAMP] }),
  );
  return recordRequests();
}

const render = (route = '/photos/7') => renderWithProviders(<PhotoPage />, { route, path: '/photos/:id' });

describe('regions on the photo page', () => {
  it('lists what is marked, each linking to its item, a pending one said so', async () => {
    serve(
      [
        buildRegion(),
        buildRegion({ id: 6, target: { kind: 'detail', id: 3, title: 'Замок № 2514' }, note: 'снизу', status: 'PENDING', editable: true }),
      ],
      null,
    );
    render();
    const list = await screen.findByRole('region', { name: 'Отмечено на фото' });
    expect(within(list).getByRole('link', { name: 'Звезда со стрелой' })).toHaveAttribute('href', '/stamps/4');
    expect(within(list).getByRole('link', { name: 'Замок № 2514' })).toHaveAttribute('href', '/details/3');
    expect(list).toHaveTextContent('(на проверке)');
    expect(list).toHaveTextContent('— снизу');
    // The author's own pending region may be changed or deleted; the published one not.
    expect(within(list).getAllByRole('button', { name: 'Изменить' })).toHaveLength(1);
    expect(within(list).getAllByRole('button', { name: 'Показать на фото' })).toHaveLength(2);
  });

  it('asks for the regions with the photo and shows the page only once both have come, so nothing is pushed down', async () => {
    const requests = serve([], null);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      api.get<RegionDto[]>('/api/archive/photos/7/regions', async () => {
        await held;
        return [buildRegion()];
      }),
    );
    render();
    await waitFor(() => expect(requests.map((request) => new URL(request.url).pathname)).toContain('/api/archive/photos/7/regions'));
    await waitFor(() => expect(requests.map((request) => new URL(request.url).pathname)).toContain('/api/archive/photos/7'));
    // The page's loading state: its title, no photo yet.
    expect(document.querySelector('.photo-page')).toBeNull();
    release();
    expect(await screen.findByRole('region', { name: 'Отмечено на фото' })).toBeInTheDocument();
    expect(document.querySelector('.photo-page')).not.toBeNull();
  });

  it('shows nothing of regions on a photo without any, and no marking for visitors', async () => {
    serve([], null);
    render();
    await screen.findByRole('heading', { level: 1, name: 'Фото №7' });
    expect(screen.queryByRole('region', { name: 'Отмечено на фото' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отметить область' })).toBeNull();
  });

  it('a signed-in user marks a stamp by typing its place: the region is sent and goes to the moderators', async () => {
    const requests = serve([], ['ROLE_USER']);
    server.use(
      api.post<RegionDto>('/api/archive/photos/7/regions', () =>
        buildRegion({ id: 9, x: 10, y: 20, width: 30, height: 40, status: 'PENDING', editable: true }),
      ),
    );
    // «Отметить область» is a tool of the deep-zoom viewer, which a photo with tiles has.
    server.use(
      api.get<PhotoDto>('/api/archive/photos/7', () => ({
        ...photo,
        image: { ...photo.image, tiles: '/uploads/tiles/7' } as PhotoDto['image'],
      })),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Отметить область' }));
    const form = await screen.findByRole('form', { name: 'Новая область' });
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить область' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Обведите область на фото или введите её координаты.');
    for (const [label, value] of [
      ['Слева, X', '10'],
      ['Сверху, Y', '20'],
      ['Ширина', '30'],
      ['Высота', '40'],
    ] as const) {
      await userEvent.clear(within(form).getByLabelText(label));
      await userEvent.type(within(form).getByLabelText(label), value);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить область' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Выберите запись каталога, которую показывает область.');
    await userEvent.click(within(form).getByRole('radio', { name: 'Клеймо' }));
    await userEvent.selectOptions(within(form).getByLabelText('Запись каталога'), 'Звезда со стрелой');
    await userEvent.type(within(form).getByLabelText('Примечание'), 'на крышке');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить область' }));
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.text)).toContain('Область отправлена модераторам. До проверки её видите только вы.'),
    );
    expect(await bodiesSent(requests, 'POST', '/api/archive/photos/7/regions')).toEqual([
      { x: 10, y: 20, width: 30, height: 40, target: { kind: 'stamp', id: 4 }, note: 'на крышке' },
    ]);
    expect(screen.queryByRole('form', { name: 'Новая область' })).toBeNull();
  });

  it('says a negative or outside place in words, keeps the typed number and sends nothing', async () => {
    const requests = serve([], ['ROLE_MODERATOR']);
    server.use(
      api.get<PhotoDto>('/api/archive/photos/7', () => ({
        ...photo,
        image: { ...photo.image, tiles: '/uploads/tiles/7' } as PhotoDto['image'],
      })),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Отметить область' }));
    const form = await screen.findByRole('form', { name: 'Новая область' });
    const type = async (label: string, value: string) => {
      await userEvent.clear(within(form).getByLabelText(label));
      await userEvent.type(within(form).getByLabelText(label), value);
    };
    await type('Слева, X', '-5');
    await type('Ширина', '30');
    await type('Высота', '40');
    expect(within(form).getByLabelText('Слева, X')).toHaveValue(-5);
    expect(within(form).getByRole('alert')).toHaveTextContent('Координаты и размеры не могут быть меньше 0.');
    expect(within(form).getByLabelText('Слева, X')).toHaveAttribute('aria-invalid', 'true');
    await type('Слева, X', '790');
    expect(within(form).getByRole('alert')).toHaveTextContent('Область выходит за края снимка (800 × 600 пикселей).');
    await userEvent.click(within(form).getByRole('radio', { name: 'Клеймо' }));
    await userEvent.selectOptions(within(form).getByLabelText('Запись каталога'), 'Звезда со стрелой');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить область' }));
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('offers for a part the photo’s linked parts, the parts of its guns and of the guns its parts belong to', async () => {
    serve([], ['ROLE_MODERATOR']);
    server.use(
      api.get<PhotoDto>('/api/archive/photos/7', () => ({
        ...photo,
        products: [{ id: 20, name: 'Станок Соколова', nameEn: null, manufacturer: null }],
        image: { ...photo.image, tiles: '/uploads/tiles/7' } as PhotoDto['image'],
      })),
      api.get<DetailDto>('/api/archive/details/3', () => buildDetail({ id: 3, product: { id: 12, name: 'Пулемёт № 2514', nameEn: null } })),
      api.get<ProductDto>('/api/archive/products/12', () =>
        buildProduct({
          id: 12,
          details: [
            { id: 3, name: 'Замок', number: '2514', year: 1910, type: { name: 'Замок', nameEn: null } },
            { id: 5, name: null, number: '2514', year: 1910, type: { name: 'Ствол', nameEn: null } },
          ],
        }),
      ),
      api.get<ProductDto>('/api/archive/products/20', () =>
        buildProduct({ id: 20, details: [{ id: 8, name: null, number: null, year: null, type: { name: 'Колесо', nameEn: null } }] }),
      ),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Отметить область' }));
    const form = await screen.findByRole('form', { name: 'Новая область' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Деталь' }));
    const select = within(form).getByLabelText('Запись каталога');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['— выберите —', 'Замок · № 2514', 'Колесо', 'Ствол · № 2514']),
    );
  });
});
