import {
  type MeDto,
  type NumberCheckDetailDto,
  type NumberCheckDto,
  type ProductChildDto,
  type ProductDto,
  SERIAL_NUMBER_CASES,
} from '@museum/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildMe, buildProduct } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, server } from '../../../test/server';
import { ProductPage } from '../pages/product-page';

const part = (
  id: number,
  typeName: string,
  number: string | null,
  status: NumberCheckDetailDto['status'],
  numberPlace: string | null = null,
): NumberCheckDetailDto => ({
  id,
  name: `${typeName} с пулемёта`,
  number,
  numberPlace,
  type: { id: id + 100, name: typeName, nameEn: null },
  status,
});

/** A check as the server counts it from its details. */
function checkOf(details: NumberCheckDetailDto[]): NumberCheckDto {
  const count = (status: string) => details.filter((d) => d.status === status).length;
  const counts = { match: count('match'), mismatch: count('mismatch'), missing: count('missing') };
  return { details, counts, allMatch: details.length > 0 && counts.match === details.length };
}

function serve(product: ProductDto, locale: 'ru' | 'en' = 'ru') {
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe()),
    api.get<ProductChildDto[]>('/api/archive/products/:id/children', () => []),
    api.get<ProductDto>('/api/archive/products/:id', () => product),
  );
  const route = `${locale === 'en' ? '/en' : ''}/products/${product.id}`;
  renderWithProviders(<ProductPage />, { route, path: '/products/:id', locale });
}

const block = async () => screen.findByRole('region', { name: 'Номера деталей' });

describe('«Номера деталей» on the product page', () => {
  // Item pages keep their last answer in sessionStorage.
  beforeEach(() => sessionStorage.clear());

  it('lists each numbered detail against the product number and counts those with another number', async () => {
    const details = [
      part(1, 'Ствол', '17420', 'match'),
      part(2, 'Кожух', '17 420', 'match'),
      part(3, 'Замок', '18034', 'mismatch'),
      part(4, 'Короб', '17420', 'match'),
      part(5, 'Приёмник', '17420', 'match'),
      part(6, 'Крышка короба', '17420', 'match'),
      part(7, 'Прицел', '9', 'mismatch'),
    ];
    serve(buildProduct({ number: '17420', numberCheck: checkOf(details) }));
    const section = await block();
    expect(within(section).getByText('17420', { selector: 'strong' })).toBeInTheDocument();
    expect(within(section).getByText('2 из 7 деталей с другим номером')).toBeInTheDocument();
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ствол с пулемётасовпадает: № 17420 = 17420',
      'Кожух с пулемётасовпадает: № 17 420 = 17420',
      'Замок с пулемётадругой номер: № 18034 ≠ 17420',
      'Короб с пулемётасовпадает: № 17420 = 17420',
      'Приёмник с пулемётасовпадает: № 17420 = 17420',
      'Крышка короба с пулемётасовпадает: № 17420 = 17420',
      'Прицел с пулемётадругой номер: № 9 ≠ 17420',
    ]);
    expect(within(section).getByRole('link', { name: 'Замок с пулемёта' })).toHaveAttribute('href', '/details/3');
  });

  it('says «номера совпадают» when every one matches', async () => {
    serve(
      buildProduct({
        number: 'АЕ 2415',
        numberCheck: checkOf([part(1, 'Ствол', 'АЕ 2415', 'match'), part(2, 'Короб', 'AE2415', 'match')]),
      }),
    );
    const section = await block();
    expect(within(section).getByText('номера совпадают')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByText(/^совпадает: /)
        .map((mark) => mark.textContent),
    ).toEqual(['совпадает: № АЕ 2415 = АЕ 2415', 'совпадает: № AE2415 = АЕ 2415']);
  });

  it('shows a part’s number as stored, never with a doubled «№», with the shared cases', async () => {
    const details = SERIAL_NUMBER_CASES.map((c, i) => part(i + 1, 'Короб', c.written, c.key === '21105' ? 'match' : 'mismatch'));
    serve(buildProduct({ number: '21105', numberCheck: checkOf(details) }));
    const section = await block();
    const marks = within(section).getAllByText(/^(совпадает|другой номер): /);
    expect(marks.map((mark) => mark.textContent)).toEqual(
      SERIAL_NUMBER_CASES.map((c) => (c.key === '21105' ? `совпадает: ${c.label} = 21105` : `другой номер: ${c.label} ≠ 21105`)),
    );
    expect(section.textContent).not.toContain('№ №');
  });

  it('says where a part’s number is struck beside its verdict, when recorded', async () => {
    const details = [part(1, 'Короб', '№ 21105', 'match', 'на крышке короба'), part(2, 'Замок', '21105', 'match')];
    serve(buildProduct({ number: '21105', numberCheck: checkOf(details) }));
    const section = await block();
    const [box, lock] = within(section).getAllByRole('listitem');
    expect(box?.textContent).toBe('Короб с пулемётасовпадает: № 21105 = 21105где выбит: на крышке короба');
    expect(lock?.textContent).toBe('Замок с пулемётасовпадает: № 21105 = 21105');
  });

  it('says where a part’s number is struck in English too, the place as written and marked Russian', async () => {
    serve(buildProduct({ number: '21105', numberCheck: checkOf([part(1, 'Короб', '21105', 'match', 'на крышке короба')]) }), 'en');
    const section = await screen.findByRole('region', { name: 'Part numbers' });
    expect(within(section).getByText(/^where struck:/).textContent).toBe('where struck: на крышке короба');
    expect(within(section).getByText('на крышке короба')).toHaveAttribute('lang', 'ru');
  });

  it('names details without a number, with the plural of one detail', async () => {
    serve(buildProduct({ number: '5', numberCheck: checkOf([part(1, 'Ствол', null, 'missing')]) }));
    const section = await block();
    expect(within(section).getByText('номер не указан у 1 из 1 детали')).toBeInTheDocument();
    expect(within(section).getByText('без номера')).toBeInTheDocument();
    expect(within(section).getByText('номер не указан')).toBeInTheDocument();
  });

  it('says there is nothing to compare with when the product has no number', async () => {
    serve(buildProduct({ number: null, numberCheck: checkOf([part(1, 'Ствол', '123', null)]) }));
    const section = await block();
    expect(within(section).getByText('У изделия не указан номер, поэтому номера деталей не с чем сравнить.')).toBeInTheDocument();
    expect(within(section).queryByText(/совпадает|другой номер/)).not.toBeInTheDocument();
    expect(within(section).getByText('№ 123')).toBeInTheDocument();
  });

  it('is left out when the product has no detail of a numbered type', async () => {
    serve(buildProduct({ name: 'Станок', number: '1' }));
    await screen.findByRole('heading', { level: 1, name: 'Станок' });
    expect(screen.queryByRole('region', { name: 'Номера деталей' })).not.toBeInTheDocument();
  });

  it('speaks English on English pages, with the catalogue names marked as Russian', async () => {
    const details = [part(1, 'Ствол', '17420', 'match'), part(2, 'Замок', '18034', 'mismatch'), part(3, 'Короб', null, 'missing')];
    serve(buildProduct({ number: '17420', numberCheck: checkOf(details) }), 'en');
    const section = await screen.findByRole('region', { name: 'Part numbers' });
    expect(within(section).getByText('1 of 3 parts with a different number; no number recorded on 1 of 3 parts')).toBeInTheDocument();
    expect(within(section).getByText('different number: No. 18034 ≠ 17420')).toBeInTheDocument();
    expect(within(section).getByText('matches: No. 17420 = 17420')).toBeInTheDocument();
    expect(within(section).getByText('no number')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Замок с пулемёта' })).toHaveAttribute('lang', 'ru');
  });
});
