import type { PhotoDto } from '@museum/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { buildPhoto } from '../../../test/factories';
import { meHandler, referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, server } from '../../../test/server';
import { AddPage } from './add-page';

function mockApi() {
  server.use(
    meHandler({ username: 'u', roles: ['ROLE_USER'] }),
    api.get<PhotoDto>('/api/archive/photos/12', () =>
      buildPhoto({ id: 12, url: '/uploads/p.jpg', thumbnailUrl: '/uploads/thumbs/p_thumb.jpg' }),
    ),
    ...referenceListHandlers(),
  );
}

describe('AddPage', () => {
  it('opens the tab the photo page asks for, at the top, with the photo attached', async () => {
    setSession({ token: 't', role: 'ROLE_USER' });
    mockApi();
    // Like Chromium, whose scrollTo answers a promise (which must not become an effect's cleanup).
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as unknown as typeof window.scrollTo);
    const { unmount } = renderWithProviders(<AddPage />, { route: '/add?photo=12&tab=product' });
    expect(await screen.findByRole('tab', { name: 'Изделие' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Изделие' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '№ 12' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    unmount();
  });

  it('asks a visitor to log in', async () => {
    mockApi();
    renderWithProviders(<AddPage />, { route: '/add' });
    expect(screen.getByText('Чтобы добавлять материалы в архив, войдите в свой аккаунт.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('opens on the detail tab with the photo from the photo page attached, and switches tabs', async () => {
    setSession({ token: 't', role: 'ROLE_USER' });
    mockApi();
    renderWithProviders(<AddPage />, { route: '/add?photo=12' });
    expect(await screen.findByRole('tab', { name: 'Деталь' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Фотографий: 1')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '№ 12' })).toHaveAttribute('src', '/uploads/thumbs/p_thumb.jpg');
    await userEvent.click(screen.getByRole('tab', { name: 'Изделие' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Изделие' })).toBeInTheDocument());
    expect(screen.getByText('Фотографий: 1')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Изделие' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Деталь' })).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'Производитель' }));
    expect(screen.getByRole('textbox', { name: /Сайт или источник/ })).toBeInTheDocument();
  });
});
