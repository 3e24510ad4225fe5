import type {
  CollectionItemDto,
  CollectionItemWriteInput,
  CollectionListItemDto,
  CollectionPhotoDto,
  Page,
  Problem,
  WantedDto,
  WantedWrite,
} from '@museum/contract';
import { HttpResponse } from 'msw';
import { pageOf } from '../../../test/factories';
import { api, noContent } from '../../../test/server';

// The collection's API as the web tests serve it: a small in-memory owner's collection.

export const buildCollectionItem = (overrides: Partial<CollectionItemDto> = {}): CollectionItemDto => ({
  id: 1,
  kind: 'product',
  name: 'Пулемёт Максима',
  number: '21105',
  year: 1915,
  belongsTo: null,
  manufacturer: null,
  type: null,
  subtype: null,
  source: null,
  description: null,
  nameEn: null,
  descriptionEn: null,
  condition: null,
  markings: null,
  provenance: null,
  numberPlace: null,
  stamps: [],
  partOf: null,
  acquiredFrom: null,
  acquiredOn: null,
  price: null,
  currency: null,
  keptAt: null,
  insuredValue: null,
  notes: null,
  dating: null,
  numberCheck: null,
  photos: [],
  createdAt: '2026-11-29T10:00:00Z',
  updatedAt: '2026-11-29T10:00:00Z',
  ...overrides,
});

/** A private photo of a record, its files under the owner-only route (ADR 088), its sizes not yet made. */
export const buildCollectionPhoto = (overrides: Partial<CollectionPhotoDto> = {}): CollectionPhotoDto => {
  const id = overrides.id ?? 31;
  return {
    id,
    url: `/api/collection/photos/${id}/original.jpg`,
    thumbnailUrl: `/api/collection/photos/${id}/thumb.jpg`,
    image: { width: 640, height: 480, placeholder: null, sizes: null, tiles: null },
    name: `снимок-${id}.jpg`,
    contentType: 'image/jpeg',
    sizeBytes: 12_345,
    uploadedAt: '2026-11-30T10:00:00Z',
    similar: [],
    ...overrides,
  };
};

const listItem = (item: CollectionItemDto): CollectionListItemDto => {
  const { id, kind, name, nameEn, number, year, manufacturer, type, partOf, condition, updatedAt } = item;
  return { id, kind, name, nameEn, number, year, manufacturer, type, partOf, condition, updatedAt };
};

/** A 400 problem naming a body field, as the server refuses a record. */
export function fieldProblem(field: string, message: string): Response {
  const body = {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    code: 'VALIDATION',
    detail: message,
    errors: [{ path: `/body/${field}`, message }],
  };
  return HttpResponse.json(body satisfies Problem, { status: 400, headers: { 'content-type': 'application/problem+json' } });
}

/** What a saved body reads back as (the names of references are not known here: they are the tests' own). */
function fromBody(id: number, body: CollectionItemWriteInput): CollectionItemDto {
  return buildCollectionItem({
    id,
    kind: body.kind,
    name: body.name ?? null,
    number: body.number ?? null,
    year: body.year ? Number(body.year) : null,
    partOf: body.partOf ? { kind: body.partOf.kind, id: Number(body.partOf.id), name: null } : null,
    price: body.price ?? null,
    currency: body.currency ?? null,
    notes: body.notes ?? null,
  });
}

/** The owner's records and want list, served and changed by the handlers; `items` and `wanted` are read after. */
export function collectionApi(items: CollectionItemDto[] = [], wanted: WantedDto[] = []) {
  const state = { items: [...items], wanted: [...wanted], nextId: 100 };
  const handlers = [
    api.get<Page<CollectionListItemDto>>('/api/collection/items', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      return pageOf(state.items.filter((item) => !kind || item.kind === kind).map(listItem), 20);
    }),
    api.get<CollectionItemDto>('/api/collection/items/:id', ({ params }) => state.items.find((item) => item.id === Number(params.id))),
    api.post<CollectionItemDto>('/api/collection/items', async ({ request }) => {
      const item = fromBody(state.nextId++, (await request.json()) as CollectionItemWriteInput);
      state.items.unshift(item);
      return HttpResponse.json(item, { status: 201 });
    }),
    api.put<CollectionItemDto>('/api/collection/items/:id', async ({ params, request }) => {
      const item = fromBody(Number(params.id), (await request.json()) as CollectionItemWriteInput);
      state.items = state.items.map((old) => (old.id === item.id ? item : old));
      return item;
    }),
    api.delete<never>('/api/collection/items/:id', ({ params }) => {
      state.items = state.items.filter((item) => item.id !== Number(params.id));
      return noContent();
    }),
    api.delete<never>('/api/collection/items/:id/photos/:photoId', ({ params }) => {
      state.items = state.items.map((item) =>
        item.id === Number(params.id) ? { ...item, photos: item.photos.filter((photo) => photo.id !== Number(params.photoId)) } : item,
      );
      return noContent();
    }),
    api.get<WantedDto[]>('/api/collection/wanted', () => state.wanted),
    api.post<WantedDto>('/api/collection/wanted', async ({ request }) => {
      const body = (await request.json()) as WantedWrite;
      const entry = {
        id: state.nextId++,
        kind: body.kind,
        number: body.number,
        note: body.note,
        createdAt: '2026-11-29T11:00:00Z',
        found: [],
        foundCount: 0,
      };
      state.wanted.push(entry);
      return HttpResponse.json(entry, { status: 201 });
    }),
    api.delete<never>('/api/collection/wanted/:id', ({ params }) => {
      state.wanted = state.wanted.filter((entry) => entry.id !== Number(params.id));
      return noContent();
    }),
  ];
  return { state, handlers };
}
