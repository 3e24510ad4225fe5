import type { ChronologyItemDto, Page } from '@museum/contract';
import { maximTable, stateFactoryTable } from '@museum/contract/dating';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/factories';
import { api, problemAnswer, server } from '../../../test/server';
import { datingHandler, renderWithProviders } from '../test/render';
import { ChronologyCalculator } from './chronology-calculator';
import { TableCalculator } from './table-calculator';

const CHRONOLOGY = '/api/archive/details/by-manufacturer-and-belongs-to';
const outputOf = (input: HTMLElement) => within(input.closest('section') as HTMLElement).getByRole('status');

describe('TableCalculator', () => {
  // The evidence under each result asks the server once the number settles.
  beforeEach(() => server.use(datingHandler()));

  it('strips everything but digits as typed and shows the exact year as a search link', async () => {
    renderWithProviders(<TableCalculator table={maximTable} />);
    const input = screen.getByLabelText('Номер пулемёта «Максим»');
    await userEvent.type(input, '№2 9-00');
    expect(input).toHaveValue('2900');
    expect(outputOf(input)).toHaveTextContent(/^Точный год: 1910$/);
    const link = within(outputOf(input)).getByRole('link', { name: '1910' });
    expect(link).toHaveAttribute('href', expect.stringContaining('year=1910'));
    // Up to 1917 the works were ИТОЗ: the title names the factory the link searches.
    const searched = new URL(link.getAttribute('href') ?? '', 'http://museum.test').searchParams.get('manufacturer');
    expect(searched).toBe('Императорский Тульский оружейный завод');
    expect(link).toHaveAttribute('title', 'Искать «Максимы» ИТОЗ 1910 года');
  });

  it('reads fullwidth digits as digits', async () => {
    renderWithProviders(<TableCalculator table={maximTable} />);
    const input = screen.getByLabelText('Номер пулемёта «Максим»');
    await userEvent.click(input);
    await userEvent.paste('№２９００');
    expect(input).toHaveValue('2900');
    expect(outputOf(input)).toHaveTextContent(/^Точный год: 1910$/);
  });

  it('gives the approximate span, the edges, and clears on empty input', async () => {
    renderWithProviders(<TableCalculator table={maximTable} />);
    const input = screen.getByLabelText('Номер пулемёта «Максим»');
    await userEvent.type(input, '400');
    expect(outputOf(input)).toHaveTextContent(/^Примерно 1906–1907$/);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    expect(outputOf(input)).toHaveTextContent(/^До 1905$/);
    await userEvent.type(input, '999999');
    expect(outputOf(input)).toHaveTextContent(/^После 1934$/);
    expect(within(outputOf(input)).getByRole('link', { name: '1934' })).toHaveAttribute('title', 'Искать «Максимы» ТОЗ 1934 года');
    await userEvent.clear(input);
    expect(outputOf(input)).toHaveTextContent(/^$/);
    // Letters only: the field keeps no digit and says why there is no year (ADR 078).
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('');
    expect(outputOf(input)).toHaveTextContent('В номере нет цифр: год определяется по цифрам номера.');
  });

  it('notes the Maxim numbering reset under 10000 only', async () => {
    renderWithProviders(<TableCalculator table={maximTable} />);
    const input = screen.getByLabelText('Номер пулемёта «Максим»');
    await userEvent.type(input, '9999');
    expect(screen.getByRole('note')).toHaveTextContent('1935–1937');
    await userEvent.type(input, '9');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('warns under 2000 on the state factory tool and tells the result', async () => {
    const onResult = vi.fn();
    renderWithProviders(<TableCalculator table={stateFactoryTable} onResult={onResult} />);
    const input = screen.getByLabelText('Номер пулемёта казённого завода');
    await userEvent.type(input, '1999');
    expect(screen.getByRole('note')).toHaveTextContent('до 2000');
    expect(outputOf(input)).toHaveTextContent(/^Примерно 1914–1915$/);
    expect(onResult).toHaveBeenLastCalledWith({ kind: 'approx', from: 1914, to: 1915 });
    await userEvent.clear(input);
    await userEvent.type(input, '2000');
    expect(screen.queryByRole('note')).toBeNull();
    await userEvent.clear(input);
    expect(onResult).toHaveBeenLastCalledWith(null);
  });
});

describe('ChronologyCalculator', () => {
  it('looks the number up in the manufacturer chronology', async () => {
    server.use(
      api.get<Page<ChronologyItemDto>>(CHRONOLOGY, () =>
        pageOf([
          { id: 4, name: null, number: '1200', year: 1911, photos: [] },
          { id: 5, name: null, number: '1500', year: 1912, photos: [] },
        ]),
      ),
    );
    renderWithProviders(<ChronologyCalculator />);
    const input = screen.getByLabelText('Номер по хронологии производителя');
    await waitFor(() => expect(outputOf(input)).toHaveTextContent(/^$/));
    await userEvent.type(input, '1300');
    expect(outputOf(input)).toHaveTextContent(/^Примерно 1911–1912$/);
  });

  it('says the chronology is unavailable when it fails to load', async () => {
    server.use(api.get<Page<ChronologyItemDto>>(CHRONOLOGY, () => problemAnswer(500, 'INTERNAL', 'Сбой')));
    renderWithProviders(<ChronologyCalculator />);
    expect(await screen.findByText('Хронология недоступна: данные не загрузились.')).toBeInTheDocument();
  });
});
