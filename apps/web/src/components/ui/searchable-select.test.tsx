import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchableSelect, type SelectOption } from './searchable-select';
import { filterOptions, isAndroid } from './select-logic';

const OPTIONS: SelectOption[] = [
  { id: 1, name: 'Щит' },
  { id: 2, name: 'Кожух' },
  { id: 3, name: 'Короб' },
  { id: 4, name: 'Затыльник' },
];

function Single({ onChange = () => {}, onSearch }: { onChange?: (v: SelectOption | null) => void; onSearch?: (t: string) => void }) {
  const [value, setValue] = useState<SelectOption | null>(null);
  return (
    <>
      <SearchableSelect
        label="Тип"
        options={OPTIONS}
        value={value}
        onSearch={onSearch}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <button type="button">снаружи</button>
      <output data-testid="value">{value?.name ?? 'нет'}</output>
    </>
  );
}

function Multi() {
  const [value, setValue] = useState<SelectOption[]>([]);
  return (
    <>
      <SearchableSelect multiple label="Клейма" options={OPTIONS} value={value} onChange={setValue} />
      <output data-testid="value">{value.map((v) => v.name).join(',') || 'нет'}</output>
    </>
  );
}

const names = () => screen.getAllByRole('option').map((o) => o.textContent);

afterEach(() => {
  document.body.style.overflow = '';
});

describe('filterOptions', () => {
  it('matches a case-insensitive substring and sorts by label', () => {
    expect(filterOptions(OPTIONS, 'КО').map((o) => o.name)).toEqual(['Кожух', 'Короб']);
    expect(filterOptions(OPTIONS, '').map((o) => o.name)).toEqual(['Затыльник', 'Кожух', 'Короб', 'Щит']);
  });
  it('detects Android by user agent', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});

describe('SearchableSelect', () => {
  it('shows the default placeholder and an alphabetical list on focus', async () => {
    render(<Single />);
    const box = screen.getByRole('combobox', { name: 'Тип' });
    expect(box).toHaveAttribute('placeholder', 'Выберите…');
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(names()).toEqual(['Затыльник', 'Кожух', 'Короб', 'Щит']);
  });

  it('filters while typing, reports the text for server lookups and shows the empty text', async () => {
    const onSearch = vi.fn();
    render(<Single onSearch={onSearch} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'ко');
    expect(names()).toEqual(['Кожух', 'Короб']);
    expect(onSearch).toHaveBeenLastCalledWith('ко');
    await userEvent.type(box, 'зз');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('chooses by click and by keyboard', async () => {
    render(<Single />);
    const box = screen.getByRole('combobox');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('option', { name: 'Короб' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Короб');
    expect(box).toHaveValue('Короб');
    await userEvent.clear(box);
    expect(screen.getByTestId('value')).toHaveTextContent('нет');
    await userEvent.type(box, 'ко{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('Короб');
  });

  it('clears with the button titled Очистить', async () => {
    render(<Single />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Щит' }));
    const clear = screen.getByTitle('Очистить');
    await userEvent.click(clear);
    expect(screen.getByTestId('value')).toHaveTextContent('нет');
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('discards text matching nothing on blur, together with the value', async () => {
    render(<Single />);
    const box = screen.getByRole('combobox');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('option', { name: 'Щит' }));
    await userEvent.type(box, 'ъъъ');
    await userEvent.click(screen.getByRole('button', { name: 'снаружи' }));
    expect(box).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent('нет');
  });

  it('keeps the value when the typed text still matches on blur', async () => {
    render(<Single />);
    const box = screen.getByRole('combobox');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('option', { name: 'Щит' }));
    await userEvent.type(box, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'снаружи' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Щит');
    expect(box).toHaveValue('Щит');
  });

  it('does not open when Tab passes through, but on ArrowDown, Enter, Space and typing', async () => {
    const user = userEvent.setup();
    render(<Single />);
    const box = screen.getByRole('combobox');
    await user.tab();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    for (const key of ['{ArrowDown}', '{Enter}', ' ']) {
      await user.keyboard(key);
      expect(box).toHaveAttribute('aria-expanded', 'true');
      // Space opened the list instead of typing a space.
      expect(box).toHaveValue('');
      await user.keyboard('{Escape}');
      expect(box).toHaveAttribute('aria-expanded', 'false');
    }
    await user.keyboard('щ');
    expect(names()).toEqual(['Щит']);
    // On past the clear button, out of the control.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'снаружи' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses on blur the option the typed text names exactly, whatever the case and spaces', async () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, '  кОжУх ');
    await userEvent.click(screen.getByRole('button', { name: 'снаружи' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Кожух');
    expect(box).toHaveValue('Кожух');
    expect(onChange).toHaveBeenLastCalledWith({ id: 2, name: 'Кожух' });
    // A part of a name is not a choice.
    await userEvent.clear(box);
    await userEvent.type(box, 'Коро');
    await userEvent.click(screen.getByRole('button', { name: 'снаружи' }));
    expect(screen.getByTestId('value')).toHaveTextContent('нет');
  });

  it('adds on blur the option a typed text names exactly in multiple mode', async () => {
    const user = userEvent.setup();
    render(<Multi />);
    await user.type(screen.getByRole('combobox'), 'щит');
    // On past the clear button, out of the control.
    await user.tab();
    await user.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('Щит');
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('selects several in multiple mode and removes a chip', async () => {
    render(<Multi />);
    const box = screen.getByRole('combobox');
    await userEvent.click(box);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Щит' }));
    await userEvent.click(screen.getByRole('option', { name: 'Кожух' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Щит,Кожух');
    expect(screen.getByRole('option', { name: 'Кожух' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Убрать «Щит»' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Кожух');
  });

  it('opens full screen on Android with Закрыть, 48 px rows, half-window list and the page locked', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8)');
    window.innerHeight = 700;
    render(<Single />);
    await userEvent.click(screen.getByRole('combobox'));
    const dialog = screen.getByRole('dialog', { name: 'Тип' });
    expect(dialog).toHaveClass('select__overlay');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '350px' });
    expect(screen.getAllByRole('option')[0]).toHaveStyle({ minHeight: '48px' });
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('is a plain dropdown elsewhere', async () => {
    render(<Single />);
    fireEvent.click(screen.getByRole('combobox'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});
