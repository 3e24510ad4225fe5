import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldDiffTable } from './field-diff-table';
import { markedList } from './marked-text';

// Issue 52: a shown value carries its marks into the page, a list's names each its own.
describe('MarkedText in a diff table', () => {
  it('marks a whole value, each part of a mixed list, an address as a name, and an empty value not at all', () => {
    render(
      <FieldDiffTable
        caption="Changes"
        columns={['Field', 'Before', 'After']}
        label={(field) => field}
        rows={[
          { field: 'name', before: { label: 'Щит', lang: 'ru' }, after: { label: '' } },
          {
            field: 'stamps',
            before: markedList([{ text: 'Звезда', lang: 'ru' }]),
            after: markedList([
              { text: 'Eagle', lang: 'en' },
              { text: 'Звезда', lang: 'ru' },
            ]),
          },
          { field: 'url', before: { label: '' }, after: { label: 'https://toz.example', translate: 'no' } },
        ]}
      />,
    );
    expect(screen.getByText('Щит')).toHaveAttribute('lang', 'ru');
    const inserted = screen.getByText('Eagle').closest('ins') as HTMLElement;
    expect(inserted).not.toHaveAttribute('lang');
    expect(inserted).toHaveTextContent('Eagle, Звезда');
    expect(screen.getByText('Eagle')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('Звезда').map((element) => element.getAttribute('lang'))).toEqual(['ru', 'ru']);
    expect(screen.getByText('https://toz.example')).toHaveAttribute('translate', 'no');
    for (const dash of screen.getAllByText('—')) expect(dash).not.toHaveAttribute('lang');
  });
});
