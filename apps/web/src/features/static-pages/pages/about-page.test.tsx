import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AboutPage } from './about-page';

describe('/about', () => {
  it('shows the contact e-mail the server is configured with', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { contactEmail: 'muzej@example.org' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AboutPage />);
    const link = await screen.findByRole('link', { name: 'muzej@example.org' });
    expect(link).toHaveAttribute('href', 'mailto:muzej@example.org');
    expect(fetchMock).toHaveBeenCalledWith('/api/site', expect.anything());
  });

  it('shows no e-mail line, and no placeholder address, when none is configured', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { contactEmail: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AboutPage />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: '@tula_maxim_museum' })).toBeInTheDocument();
    expect(screen.queryByText(/E-mail/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/\.example/);
  });
});
