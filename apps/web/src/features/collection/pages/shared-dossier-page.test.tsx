import type { SharedDossierDto } from '@museum/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { expectConsoleErrors } from '../../../test/console';
import { referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, problemAnswer, server } from '../../../test/server';
import { buildCollectionItem, buildCollectionPhoto } from '../test/fixtures';
import { SharedDossierPage } from './shared-dossier-page';

/** What the API answers for a link whose owner chose the price (and so its currency). */
function sharedDossier(): SharedDossierDto {
  const { id, numberCheck, createdAt, updatedAt, acquiredFrom, acquiredOn, keptAt, insuredValue, notes, ...shown } = buildCollectionItem({
    name: 'Максим обр. 1910',
    number: '21105',
    price: 150000,
    currency: 'RUB',
    photos: [buildCollectionPhoto({ id: 31 })],
  });
  // Its photos' files under the link (ADR 089), as the server rewrites them.
  const photos = shown.photos.map((photo) => ({
    ...photo,
    url: '/api/collection/shared/abc/photos/31/original.jpg',
    thumbnailUrl: '/api/collection/shared/abc/photos/31/thumb.jpg',
  }));
  return { ...shown, photos, expiresAt: '2026-12-09T10:00:00Z' };
}

function renderPage(token = 'abc') {
  return renderWithProviders(<SharedDossierPage />, { route: `/collection/shared/${token}`, path: '/collection/shared/:token' });
}

beforeEach(() => {
  setSession(null);
  server.use(...referenceListHandlers());
});

describe('SharedDossierPage', () => {
  it('shows a visitor without an account the dossier and the private fields the owner chose, kept out of search engines', async () => {
    server.use(api.get<SharedDossierDto>('/api/collection/shared/abc', () => sharedDossier()));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Досье: Максим обр. 1910 № 21105' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Из личных записей владельца' })).toHaveTextContent('Цена150 000 RUB');
    expect(screen.getByRole('status')).toHaveTextContent('Досье передано владельцем записи; ссылка действует до');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const photos = screen.getByRole('region', { name: 'Фотографии (1)' });
    expect(photos.querySelector('img')?.getAttribute('src')).toBe('/api/collection/shared/abc/photos/31/thumb.jpg');
  });

  it('says a revoked, expired or unknown link plainly', async () => {
    expectConsoleErrors();
    server.use(api.get<never>('/api/collection/shared/gone', () => problemAnswer(404, 'NOT_FOUND', 'Не найдено')));
    renderPage('gone');
    expect(await screen.findByText('Досье по этой ссылке не найдено: ссылка неверна, отозвана или её срок истёк.')).toBeInTheDocument();
  });
});
