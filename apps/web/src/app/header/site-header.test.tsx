import type { LoginAnswer, MeDto } from '@museum/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { meHandler } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { api, noContent, problemAnswer, recordRequests, requestLine, server } from '../../test/server';
import { SiteHeader } from './site-header';

function renderHeader() {
  return renderWithProviders(<SiteHeader />);
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
  return screen.getByRole('dialog', { name: 'Меню' });
}

describe('the logo', () => {
  it('is named by the text it shows (label in name), and leads home', () => {
    renderHeader();
    const logo = screen.getByRole('link', { name: 'Музей «Тульский Максим»' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo).toHaveAccessibleName(logo.textContent ?? '');
  });
});

describe('the mobile menu', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  });

  it('locks page scrolling while open and closes on Escape, returning focus to the button', async () => {
    renderHeader();
    const panel = await openMenu();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Открыть меню' })).toHaveFocus();
  });

  it('closes on an orientation change', async () => {
    renderHeader();
    await openMenu();
    act(() => {
      window.dispatchEvent(new Event('orientationchange'));
    });
    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
  });

  it('closes when the window grows to 640 px or wider, not before', async () => {
    renderHeader();
    await openMenu();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 639 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('dialog', { name: 'Меню' })).toBeInTheDocument();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 640 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
  });

  it('closes when a link is tapped and on any route change', async () => {
    const { router } = renderHeader();
    const panel = await openMenu();
    const link = Array.from(panel.querySelectorAll('a')).find((a) => a.textContent === 'Галерея');
    if (!link) throw new Error('no gallery link');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();

    await openMenu();
    await act(() => router.navigate('/about'));
    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the open panel', async () => {
    renderHeader();
    const panel = await openMenu();
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('links by role', () => {
  const me = (roles: string[]) => meHandler({ username: 'ivan', email: 'i@x.ru', roles });

  function navLinks() {
    const nav = screen.getAllByRole('navigation', { name: 'Основная навигация' })[0];
    return Array.from(nav?.querySelectorAll('.site-nav__links a') ?? []).map((a) => a.textContent);
  }

  it('shows Search, Gallery, Search by number and About to a visitor, with login controls', () => {
    server.use(me([]));
    renderHeader();
    expect(navLinks()).toEqual(['Поиск', 'Галерея', 'Поиск по номеру', 'О проекте']);
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('adds Add for a logged-in user, and Moderation only for a moderator or admin', async () => {
    server.use(me(['ROLE_USER']));
    setSession({ token: 't1', role: 'USER' });
    const first = renderHeader();
    await screen.findByText('ivan');
    expect(navLinks()).toEqual(['Поиск', 'Галерея', 'Поиск по номеру', 'Добавить', 'О проекте']);
    first.unmount();

    server.use(me(['ROLE_USER', 'ROLE_MODERATOR']));
    setSession({ token: 't2', role: 'MODERATOR' });
    renderHeader();
    await screen.findByText('ivan');
    // One row at every desktop width: moderators' screens sit in the «Разделы» menu.
    expect(navLinks()).toEqual(['Поиск', 'Галерея', 'Поиск по номеру', 'Добавить', 'О проекте']);
    const sections = screen.getByRole('button', { name: 'Разделы' });
    expect(sections).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(sections);
    expect(sections).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(sections.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(Array.from(list.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Модерация', '/moderation'],
      ['Изделия', '/products'],
      ['Детали', '/details'],
      ['Производители', '/manufacturers'],
      ['Клейма', '/stamps'],
      ['Типы деталей', '/types'],
      ['Экспериментальные инструменты', '/exp'],
    ]);
    await userEvent.keyboard('{Escape}');
    expect(sections).toHaveAttribute('aria-expanded', 'false');
    expect(sections).toHaveFocus();
  });

  it('shows no «Разделы» menu to a plain user, and lists the sections in the mobile menu of a moderator', async () => {
    server.use(me(['ROLE_USER']));
    setSession({ token: 't4', role: 'USER' });
    const first = renderHeader();
    await screen.findByText('ivan');
    expect(screen.queryByRole('button', { name: 'Разделы' })).toBeNull();
    first.unmount();

    server.use(me(['ROLE_USER', 'ROLE_ADMIN']));
    setSession({ token: 't5', role: 'ADMIN' });
    renderHeader();
    await screen.findByText('ivan');
    const panel = await openMenu();
    expect(Array.from(panel.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/moderation',
        '/types',
        '/manufacturers',
        '/stamps',
        '/details',
        '/products',
        '/exp',
        '/my-requests',
        '/collection',
        '/admin/users',
      ]),
    );
  });

  it('clears the stored session when the start-up check fails', async () => {
    server.use(api.get<MeDto>('/api/auth/me', () => problemAnswer(401, 'UNAUTHORIZED', 'Войдите')));
    setSession({ token: 'stale', role: 'USER' });
    renderHeader();
    await waitFor(() => expect(localStorage.getItem('auth')).toBeNull());
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('logs out through the API and forgets the session', async () => {
    server.use(
      me(['ROLE_USER']),
      api.post<never>('/api/auth/logout', () => noContent()),
    );
    const requests = recordRequests();
    setSession({ token: 't3', role: 'USER' });
    renderHeader();
    await screen.findByText('ivan');
    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя ivan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(localStorage.getItem('auth')).toBeNull());
    expect(requests.map(requestLine)).toContain('POST /api/auth/logout');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('after signing in from the header, focus is on the account menu that took the place of «Войти»', async () => {
    server.use(
      me(['ROLE_USER']),
      api.post<LoginAnswer>('/api/auth/login', () => ({ token: 't6', role: 'USER', username: 'ivan', roles: ['ROLE_USER'] })),
    );
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await userEvent.type(await screen.findByLabelText(/^Логин или e-mail/), 'ivan');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'secret-pass');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Вход' })).getByRole('button', { name: 'Войти' }));
    const menu = await screen.findByRole('button', { name: 'Меню пользователя ivan' });
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });
});
