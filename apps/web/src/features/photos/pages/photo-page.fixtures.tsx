// The photo page's test photo and served API, shared by its test files.
import type { DetailTypeDto, PhotoDto } from '@museum/contract';
import type { RequestHandler } from 'msw';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { meHandler, referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, problemAnswer, recordRequests, server } from '../../../test/server';
import { PhotoPage } from './photo-page';

export const photo = {
  id: 7,
  url: '/uploads/p7.png',
  thumbnailUrl: '/uploads/thumbs/p7_thumb.jpg',
  name: 'Щит станка.png',
  description: null,
  contentType: 'image/png',
  sizeBytes: 2_621_440,
  width: 1600,
  height: 1200,
  image: { width: 1600, height: 1200, placeholder: null, sizes: null, tiles: null },
  uploadedAt: '2025-03-04T10:20:00Z',
  published: true,
  credit: null,
  licence: null,
  products: [],
  details: [{ id: 3, name: 'Щит станка', nameEn: null, serialNumber: 'АЕ 1', manufacturer: 'ТОЗ', type: 'Щит', year: 1942 }],
  similar: [],
} satisfies PhotoDto;

export const SHIELD = {
  id: 12,
  name: 'Щит',
  nameEn: null,
  description: null,
  belongsTo: 'станок',
  carriesNumber: false,
  subtypes: [],
} satisfies DetailTypeDto;

/** The photo's API for an account with `roles` (a visitor when null), `overrides` put first; returns the requests seen. */
export function serve(roles: string[] | null, ...overrides: RequestHandler[]) {
  if (roles) {
    setSession({ token: 't', role: 'X' });
    server.use(meHandler({ username: 'ivan', email: 'i@x.ru', roles }));
  }
  server.use(
    ...overrides,
    api.get<PhotoDto>('/api/archive/photos/7', () => photo),
    ...referenceListHandlers({ detailTypes: [SHIELD] }),
  );
  return recordRequests();
}

/** The photo answering `answer` instead. */
export const photoAnswers = (answer: () => PhotoDto | Response | undefined) => api.get<PhotoDto>('/api/archive/photos/7', answer);
export const notFound = () => problemAnswer(404, 'NOT_FOUND', 'Фотография не найдена');

export const render = () => renderWithProviders(<PhotoPage />, { route: '/photos/7', path: '/photos/:id' });
export const toastTexts = () => getToasts().map((toast) => toast.text);
