import { paths } from '../../apps/web/src/config/paths';
import { catalogueAs, uniqueWord } from './catalogue';
import { type Account, logIn } from './sign-in';

/**
 * What the language walk needs to see on the moderation queue and the edit pages, made through the
 * API before it walks, so it meets them on its own and not only after the journeys have left theirs:
 * a part with Russian texts and a condition (made by a moderator), and, from a plain user, a proposed
 * part, a proposed change of that part (its diff) and a proposed stamp. Returns the addresses of the
 * part and of a gun, for the walk to open first where a route takes a parameter.
 */
export async function makeWalkProposals(baseUrl: string, accounts: Record<'user' | 'moderator', Account>): Promise<string[]> {
  const staff = await catalogueAs(baseUrl, accounts.moderator);
  const user = await catalogueAs(baseUrl, accounts.user);
  const [type] = await staff.get<{ id: number; belongsTo: string }[]>('/detail-types');
  const [stamp] = await staff.get<{ id: number }[]>('/stamps?kind=FACTORY');
  const recorded = { condition: 'хорошее', markings: 'ТОЗ 1915', provenance: 'Из собрания музея' };
  const part = { type: { id: type?.id }, belongsTo: type?.belongsTo, year: 1915, stamps: [{ id: stamp?.id }] };
  const { id } = await staff.post('/details', { ...part, ...recorded, name: uniqueWord('Кожух '), description: '<p>Найден в Туле.</p>' });
  await user.post('/change-requests', {
    action: 'CREATE',
    entityType: 'DETAIL',
    payload: { ...part, ...recorded, name: uniqueWord('Короб '), number: '2514' },
  });
  await user.post('/change-requests', {
    action: 'UPDATE',
    entityType: 'DETAIL',
    entityId: id,
    payload: { ...part, name: uniqueWord('Ствол '), condition: 'плохое', markings: 'ТОЗ 1916', provenance: 'Куплен в 2001 г.' },
  });
  await user.post('/change-requests', {
    action: 'CREATE',
    entityType: 'STAMP',
    payload: { name: uniqueWord('Клеймо '), kind: 'FACTORY', yearFrom: 1910, yearTo: 1916, description: '<p>Звезда в круге.</p>' },
  });
  // A gun of the demo catalogue for the product routes: its edit link is drawn once the session is
  // read, which a busy page may do after the walk has gathered the links.
  const { content } = await staff.get<{ content: { id: number }[] }>('/search/all?searchType=products&size=1');
  const product = content[0]?.id ?? 0;
  return [paths.detail(id), paths.detailEdit(id), paths.product(product), paths.productEdit(product)];
}

/**
 * The walking account's own collection (issue 54), so /collection shows records, their evidence and
 * the want list rather than its empty state: a gun with an all-digit number, a lock of it with
 * another number, and a sought number.
 */
export async function makeWalkCollection(baseUrl: string, account: Account): Promise<string[]> {
  const { token } = await logIn(baseUrl, account);
  const post = async <T = { id: number }>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const types = (await (await fetch(`${baseUrl}/api/archive/detail-types`)).json()) as { id: number; carriesNumber: boolean }[];
  const carrying = types.find((type) => type.carriesNumber);
  const gun = await post('/api/collection/items', {
    kind: 'product',
    name: uniqueWord('Максим '),
    number: '17420',
    condition: 'хорошее',
    price: 1500,
  });
  await post('/api/collection/items', {
    kind: 'detail',
    type: { id: carrying?.id },
    number: '17421',
    partOf: { kind: 'collection', id: gun.id },
  });
  await post('/api/collection/wanted', { kind: 'detail', number: '21105', note: 'замок' });
  // A share link of the gun's dossier: the page anyone holding it opens, which no page links to.
  const share = await post<{ url: string }>(`/api/collection/items/${gun.id}/share`, { fields: ['price', 'currency'], days: 7 });
  return [new URL(share.url).pathname.replace(/^\/en/, '')];
}
