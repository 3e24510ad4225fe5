import type { SiteInfoDto } from '@museum/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast-store';
import { renderWithProviders } from '../../../test/render';
import { api, recordRequests, requestLine, server } from '../../../test/server';
import { CiteAndShare } from './cite-and-share';

/** The site's facts with its public address; returns the requests seen. */
function serveSite() {
  server.use(api.get<SiteInfoDto>('/api/site', () => ({ contactEmail: null, publicUrl: 'https://muzej.example.org', version: '1.0.0' })));
  return recordRequests();
}

/** The site's facts have been asked for. */
const siteAsked = (requests: Request[]) => vi.waitFor(() => expect(requests.map(requestLine)).toContain('GET /api/site'));

const item = { kind: 'product', id: 1, title: 'Пулемёт Максима № 1234' } as const;

describe('CiteAndShare', () => {
  it('offers the ГОСТ citation and BibTeX on the public URL with today as the access date, and copies them', async () => {
    serveSite();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 12, 0) });
    const user = userEvent.setup();
    renderWithProviders(<CiteAndShare item={item} />);
    await user.click(screen.getByRole('button', { name: 'Цитировать' }));
    const dialog = screen.getByRole('dialog', { name: 'Цитировать' });
    const gost = within(dialog).getByLabelText<HTMLTextAreaElement>('ГОСТ Р 7.0.100-2018');
    await vi.waitFor(() => expect(gost.value).toContain('https://muzej.example.org/products/1'));
    expect(gost).toHaveValue(
      'Пулемёт Максима № 1234. – Текст : электронный // Музей «Тульский Максим» : электронный каталог. – URL: https://muzej.example.org/products/1 (дата обращения: 23.11.2026).',
    );
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('BibTeX').value).toContain('urldate = {2026-11-23}');
    expect(within(dialog).getByLabelText('Постоянная ссылка')).toHaveValue('https://muzej.example.org/products/1');

    await user.click(within(dialog).getByRole('button', { name: 'Копировать: ГОСТ Р 7.0.100-2018' }));
    expect(await navigator.clipboard.readText()).toBe(gost.value);
    await user.click(within(dialog).getByRole('button', { name: 'Копировать: BibTeX' }));
    expect(await navigator.clipboard.readText()).toMatch(/^@misc\{maxim-product-1,/);
    expect(getToasts().map((toast) => toast.text)).toContain('Скопировано в буфер обмена');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the ГОСТ citation for paper: a section the print stylesheet shows at the end of the page', async () => {
    serveSite();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 12, 0) });
    const { container } = renderWithProviders(<CiteAndShare item={item} />);
    const printed = container.querySelector('.print-citation');
    expect(printed?.querySelector('h2')).toHaveTextContent('Как сослаться на эту страницу');
    await vi.waitFor(() => expect(printed).toHaveTextContent('URL: https://muzej.example.org/products/1 (дата обращения: 23.11.2026).'));
  });

  it('shares through the Web Share API where the browser has it', async () => {
    const requests = serveSite();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const user = userEvent.setup();
    renderWithProviders(<CiteAndShare item={item} />);
    await siteAsked(requests);
    await user.click(screen.getByRole('button', { name: 'Поделиться' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: item.title, url: 'https://muzej.example.org/products/1' }));
  });

  it('copies the permanent link where there is no Web Share API', async () => {
    const requests = serveSite();
    const user = userEvent.setup();
    expect('share' in navigator).toBe(false);
    renderWithProviders(<CiteAndShare item={{ kind: 'manufacturer', id: 5, title: 'ТОЗ' }} />);
    await siteAsked(requests);
    await user.click(screen.getByRole('button', { name: 'Поделиться' }));
    await vi.waitFor(async () => expect(await navigator.clipboard.readText()).toBe('https://muzej.example.org/manufacturers/5'));
    expect(getToasts().map((toast) => toast.text)).toContain('Ссылка скопирована');
  });

  it('shares and cites the English address on an English page, printed in the Chicago style, ГОСТ and BibTeX beside it', async () => {
    const requests = serveSite();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 12, 0) });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CiteAndShare item={{ ...item, title: 'Maxim gun' }} />, {
      route: '/en/products/1',
      locale: 'en',
    });
    await siteAsked(requests);
    const printed = container.querySelector('.print-citation p');
    expect(printed).toHaveAttribute('lang', 'en');
    await vi.waitFor(() =>
      expect(printed).toHaveTextContent(
        '“Maxim Gun.” Tula Maxim Museum. Accessed November 23, 2026. https://muzej.example.org/en/products/1.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Maxim gun', url: 'https://muzej.example.org/en/products/1' }));
    await user.click(screen.getByRole('button', { name: 'Cite' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Chicago Manual of Style')).toHaveValue(printed?.textContent);
    expect(within(dialog).getByLabelText('GOST R 7.0.100-2018')).toHaveAttribute('lang', 'ru');
    expect((within(dialog).getByLabelText('BibTeX') as HTMLTextAreaElement).value).toContain(
      'url = {https://muzej.example.org/en/products/1}',
    );
  });
});
