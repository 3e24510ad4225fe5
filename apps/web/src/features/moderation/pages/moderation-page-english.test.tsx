import type { ChangeRequestDto, DetailDto, DetailTypeDto, ManufacturerDto, MeDto, Page, StampDto } from '@museum/contract';
import { wrongLanguageTexts } from '@museum/test-kit/wrong-language';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { buildChangeRequest, buildDetail, buildManufacturer, buildMe, buildStamp, pageOf } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, server } from '../../../test/server';
import { ModerationPage } from './moderation-page';

const SHIELD: DetailTypeDto = {
  id: 3,
  name: 'Щит',
  nameEn: 'Shield',
  description: null,
  belongsTo: 'станок',
  carriesNumber: false,
  subtypes: [],
};
const RECORDED = { condition: 'хорошее', markings: 'ТОЗ 1915', provenance: 'Из собрания Иванова' } as const;

/** A plain user's proposals of each kind: a part, a change of one (with its diff) and a stamp. */
const proposals: ChangeRequestDto[] = [
  buildChangeRequest({
    id: 1,
    action: 'CREATE',
    entityId: null,
    payloadJson: JSON.stringify({
      name: 'Щит Соколова',
      belongsTo: 'станок',
      type: { id: 3 },
      manufacturer: { id: 2 },
      stamps: [{ id: 5 }, { id: 6 }],
      ...RECORDED,
    }),
  }),
  buildChangeRequest({
    id: 2,
    action: 'UPDATE',
    entityId: 7,
    payloadJson: JSON.stringify({ name: 'Щит поздний', type: { id: 3 }, condition: 'плохое', markings: 'ТОЗ 1916', provenance: 'Куплен' }),
  }),
  buildChangeRequest({
    id: 3,
    entityType: 'STAMP',
    action: 'CREATE',
    entityId: null,
    payloadJson: JSON.stringify({ name: 'Звезда', kind: 'FACTORY', manufacturer: { id: 2 }, description: '<p>Звезда в круге</p>' }),
  }),
  buildChangeRequest({
    id: 4,
    entityType: 'MANUFACTURER',
    action: 'CREATE',
    entityId: null,
    payloadJson: JSON.stringify({ name: 'Завод Виккерса', country: 'Англия', url: 'https://vickers.example/история' }),
  }),
  buildChangeRequest({
    id: 5,
    action: 'CREATE',
    entityId: null,
    payloadJson: JSON.stringify({ name: 'Щит из файла', type: { id: 3 } }),
    fromImport: {
      id: 'import-9',
      line: 2,
      records: 1,
      pending: 1,
      newNames: { manufacturer: 'Vickers', stamps: ['Орёл'], english: ['manufacturer'] },
    },
  }),
];

beforeEach(() => {
  setSession({ token: 't', role: 'ROLE_MODERATOR' });
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ username: 'mod', roles: ['ROLE_USER', 'ROLE_MODERATOR'] })),
    api.get<Page<ChangeRequestDto>>('/api/archive/change-requests', () => pageOf(proposals, 100)),
    api.get<ManufacturerDto[]>('/api/archive/manufacturers', () => [buildManufacturer({ id: 2, name: 'ТОЗ' })]),
    api.get<DetailTypeDto[]>('/api/archive/detail-types', () => [SHIELD]),
    api.get<StampDto[]>('/api/archive/stamps', () => [
      buildStamp({ id: 5, name: 'Орёл', nameEn: 'Eagle' }),
      buildStamp({ id: 6, name: 'Клеймо приёмщика', nameEn: null }),
    ]),
    api.get<DetailDto>('/api/archive/details/:id', () =>
      buildDetail({ id: 7, name: 'Щит ранний', type: { id: 3, name: 'Щит', nameEn: 'Shield', belongsTo: 'станок' }, ...RECORDED }),
    ),
  );
});

// Issue 52, point 2: the queue on an English page shows stored Russian content marked lang="ru",
// English names where they exist and choices by their English names.
describe('ModerationPage in English', () => {
  it('marks the proposals’ Russian content and names their choices in English', async () => {
    renderWithProviders(<ModerationPage />, { route: '/en/moderation', locale: 'en' });
    const part = (await screen.findByRole('heading', { name: 'Щит Соколова' })).closest('article') as HTMLElement;
    for (const text of ['good', 'mount', 'Shield']) expect(await within(part).findByText(text)).toBeInTheDocument();
    expect(within(part).getByText('ТОЗ 1915')).toHaveAttribute('lang', 'ru');
    const diff = await screen.findByRole('table', { name: 'Changes' });
    expect(within(diff).getByText('Щит поздний')).toHaveAttribute('lang', 'ru');
    expect(within(diff).getByText('poor').closest('[lang]')).toBeNull();
    await screen.findByRole('heading', { name: 'Звезда' });
    expect(wrongLanguageTexts(document.body)).toEqual([]);
  });

  // Issue 52: a list whose names differ in language (one stamp named in English, one only as entered)
  // marks each name in its own, not the whole list as Russian.
  it('marks each name of a mixed list in its own language', async () => {
    renderWithProviders(<ModerationPage />, { route: '/en/moderation', locale: 'en' });
    const part = (await screen.findByRole('heading', { name: 'Щит Соколова' })).closest('article') as HTMLElement;
    const english = await within(part).findByText('Eagle');
    const russian = within(part).getByText('Клеймо приёмщика');
    expect(english).toHaveAttribute('lang', 'en');
    expect(russian).toHaveAttribute('lang', 'ru');
    expect(english.parentElement).toBe(russian.parentElement);
    expect(english.parentElement?.closest('[lang]')).toBeNull();
    expect(english.parentElement).toHaveTextContent('Eagle, Клеймо приёмщика');
  });

  it('shows a proposed maker’s web address as a name, not the page’s words', async () => {
    renderWithProviders(<ModerationPage />, { route: '/en/moderation', locale: 'en' });
    const maker = (await screen.findByRole('heading', { name: 'Завод Виккерса' })).closest('article') as HTMLElement;
    expect(within(maker).getByText('https://vickers.example/история')).toHaveAttribute('translate', 'no');
    expect(within(maker).getByText('Англия')).toHaveAttribute('lang', 'ru');
    expect(wrongLanguageTexts(maker)).toEqual([]);
  });

  it('words the names an import proposes in English and marks each name in its language', async () => {
    renderWithProviders(<ModerationPage />, { route: '/en/moderation', locale: 'en' });
    const card = (await screen.findByRole('heading', { name: 'Щит из файла' })).closest('article') as HTMLElement;
    const names = within(card).getByText(/Added to the reference lists/);
    expect(names).toHaveTextContent('Added to the reference lists on approval: maker “Vickers”, stamp “Орёл”.');
    expect(names.closest('[lang]')).toBeNull();
    expect(within(names).getByText('Vickers')).toHaveAttribute('lang', 'en');
    expect(within(names).getByText('Орёл')).toHaveAttribute('lang', 'ru');
    expect(wrongLanguageTexts(card)).toEqual([]);
  });
});
