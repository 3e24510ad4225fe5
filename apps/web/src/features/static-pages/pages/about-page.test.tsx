import type { SiteInfoDto } from '@museum/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { api, recordRequests, server, TEST_SITE } from '../../../test/server';
import { AboutPage } from './about-page';

describe('/about', () => {
  it('shows the contact e-mail the server is configured with', async () => {
    server.use(api.get<SiteInfoDto>('/api/site', () => ({ ...TEST_SITE, contactEmail: 'muzej@example.org' })));
    const requests = recordRequests();
    renderWithProviders(<AboutPage />);
    const link = await screen.findByRole('link', { name: 'muzej@example.org' });
    expect(link).toHaveAttribute('href', 'mailto:muzej@example.org');
    expect(requests.map((request) => new URL(request.url).pathname)).toContain('/api/site');
  });

  it('shows no e-mail line, and no placeholder address, when none is configured', async () => {
    server.use(api.get<SiteInfoDto>('/api/site', () => ({ ...TEST_SITE, contactEmail: null })));
    const requests = recordRequests();
    const { queryClient } = renderWithProviders(<AboutPage />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('link', { name: '@tula_maxim_museum' })).toBeInTheDocument();
    expect(screen.queryByText(/E-mail/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/\.example/);
  });
});
