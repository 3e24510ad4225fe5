import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { rowAfterKey, rowAtScroll } from '../lib/wheel';
import { YearWheel } from './year-wheel';

function Wheel() {
  const [year, setYear] = useState(1910);
  return <YearWheel years={[1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912]} value={year} onChange={setYear} label="Колесо лет" />;
}

describe('the wheel rules', () => {
  it('rests on the nearest 56 px row, inside the list', () => {
    expect(rowAtScroll(0, 10)).toBe(0);
    expect(rowAtScroll(27, 10)).toBe(0);
    expect(rowAtScroll(29, 10)).toBe(1);
    expect(rowAtScroll(56 * 3, 10)).toBe(3);
    expect(rowAtScroll(99999, 10)).toBe(9);
    expect(rowAtScroll(-40, 10)).toBe(0);
  });

  it('moves by keys and ignores others', () => {
    expect(rowAfterKey('ArrowDown', 9, 10)).toBe(9);
    expect(rowAfterKey('ArrowUp', 0, 10)).toBe(0);
    expect(rowAfterKey('PageDown', 2, 10)).toBe(7);
    expect(rowAfterKey('End', 2, 10)).toBe(9);
    expect(rowAfterKey('Home', 5, 10)).toBe(0);
    expect(rowAfterKey('a', 5, 10)).toBeNull();
  });
});

describe('YearWheel', () => {
  it('is a keyboard-usable listbox of 56 px rows', () => {
    render(<Wheel />);
    const wheel = screen.getByRole('listbox', { name: 'Колесо лет' });
    const selected = () => screen.getByRole('option', { selected: true });
    expect(selected()).toHaveTextContent('1910');
    expect(selected().style.height).toBe('56px');
    expect(wheel).toHaveAttribute('aria-activedescendant', selected().id);
    fireEvent.keyDown(wheel, { key: 'ArrowDown' });
    expect(selected()).toHaveTextContent('1911');
    fireEvent.keyDown(wheel, { key: 'Home' });
    expect(selected()).toHaveTextContent('1905');
    fireEvent.click(screen.getByRole('option', { name: '1908' }));
    expect(selected()).toHaveTextContent('1908');
  });
});
