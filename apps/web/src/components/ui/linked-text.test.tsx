import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LinkedText } from './linked-text';

// Issue 52: an address in catalogue text is a name, in no language: a translator leaves it as written.
it('links the addresses in a text and marks them as not to be translated', () => {
  render(<LinkedText text="Архив музея: https://museum.example/a, почта museum@example.org" />);
  expect(screen.getByRole('link', { name: 'https://museum.example/a' })).toHaveAttribute('translate', 'no');
  expect(screen.getByRole('link', { name: 'museum@example.org' })).toHaveAttribute('translate', 'no');
  expect(screen.getByText(/Архив музея/)).not.toHaveAttribute('translate');
});
