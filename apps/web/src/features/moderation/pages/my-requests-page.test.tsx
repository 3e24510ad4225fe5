import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MyRequestsPage } from './my-requests-page';

describe('MyRequestsPage', () => {
  it('asks a visitor to sign in to see their proposals, not to add materials', () => {
    renderWithProviders(<MyRequestsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Мои заявки' })).toBeInTheDocument();
    expect(screen.getByText('Войдите, чтобы увидеть свои заявки и решения модераторов по ним.')).toBeInTheDocument();
    expect(screen.queryByText(/материал/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });
});
