/**
 * Which form the page shows, as its address keeps it (so «В мою коллекцию» is a link and a reload
 * keeps the form): `?add=new`, `?add=product:12` or `?add=detail:4` (a new record from a catalogue
 * item), `?edit=7` (a record of one's own); null for none.
 */
export type FormTarget = { mode: 'add'; from: { kind: 'product' | 'detail'; id: number } | null } | { mode: 'edit'; id: number } | null;

const positive = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function formTarget(params: URLSearchParams): FormTarget {
  const edit = positive(params.get('edit') ?? undefined);
  if (edit) return { mode: 'edit', id: edit };
  const add = params.get('add');
  if (add === null) return null;
  const [kind, id] = add.split(':');
  const number = positive(id);
  return { mode: 'add', from: (kind === 'product' || kind === 'detail') && number ? { kind, id: number } : null };
}

/** The address of the add form prefilled from a catalogue item («В мою коллекцию»). */
export const addFromQuery = (kind: 'product' | 'detail', id: number) => `?add=${kind}:${id}`;
