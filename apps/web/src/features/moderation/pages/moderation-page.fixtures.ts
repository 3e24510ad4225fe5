// The moderation queue's API as the page tests serve it: a proposed detail, an import's decision, the handlers.
import type {
  ChangeRequestDto,
  DetailDto,
  DetailTypeDto,
  DetailWriteInput,
  ImportDecisionDto,
  ManufacturerDto,
  MeDto,
  Page,
  StampDto,
} from '@museum/contract';
import { buildChangeRequest, buildDetail, buildManufacturer, buildMe, pageOf } from '../../../test/factories';
import { api, recordRequests, server } from '../../../test/server';

/** A proposed detail as the server keeps it: the payload is the contract's write shape, as JSON. */
export const request = (id: number, payload: DetailWriteInput | string, extra: Partial<ChangeRequestDto> = {}) =>
  buildChangeRequest({
    id,
    entityType: 'DETAIL',
    action: 'CREATE',
    entityId: null,
    payloadJson: typeof payload === 'string' ? payload : JSON.stringify(payload),
    createdBy: { username: 'ivan' },
    ...extra,
  });

export const IMPORT_ID = '6f1c1f0e-3b1a-4c55-9a55-0c1d2e3f4a5b';

/** What the server answers for a decided import of two requests. */
const decision = (id: string, status: ImportDecisionDto['status']): ImportDecisionDto => ({
  id,
  status,
  requests: [
    { changeRequestId: 21, line: 2, entityId: status === 'APPROVED' ? 31 : null },
    { changeRequestId: 22, line: 3, entityId: status === 'APPROVED' ? 32 : null },
  ],
});

/** The moderation API with these requests waiting; returns every request the page sent, as `METHOD path?query`. */
export function serveModeration(requests: ChangeRequestDto[]) {
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ username: 'mod', roles: ['ROLE_USER', 'ROLE_MODERATOR'] })),
    api.get<Page<ChangeRequestDto>>('/api/archive/change-requests', () => pageOf(requests, 100)),
    api.get<ManufacturerDto[]>('/api/archive/manufacturers', () => [buildManufacturer({ id: 2, name: 'ТОЗ' })]),
    api.get<DetailTypeDto[]>('/api/archive/detail-types', () => [
      { id: 3, name: 'Щит', nameEn: null, description: null, belongsTo: 'станок', carriesNumber: false, subtypes: [] },
    ]),
    api.get<StampDto[]>('/api/archive/stamps', () => []),
    api.get<DetailDto>('/api/archive/details/:id', () =>
      buildDetail({ id: 7, name: 'Щит', year: 1910, belongsTo: null, type: { id: 3, name: 'Щит', nameEn: null, belongsTo: 'станок' } }),
    ),
    api.post<ChangeRequestDto, { id: string }>('/api/archive/change-requests/:id/reject', ({ params }) =>
      buildChangeRequest({ id: Number(params.id), status: 'REJECTED' }),
    ),
    api.post<ChangeRequestDto, { id: string }>('/api/archive/change-requests/:id/approve', ({ params }) =>
      buildChangeRequest({ id: Number(params.id), status: 'APPROVED' }),
    ),
    api.post<ImportDecisionDto, { id: string }>('/api/archive/imports/:id/approve', ({ params }) => decision(params.id, 'APPROVED')),
    api.post<ImportDecisionDto, { id: string }>('/api/archive/imports/:id/reject', ({ params }) => decision(params.id, 'REJECTED')),
  );
  const seen = recordRequests();
  return {
    calls: () =>
      seen.map((sent) => {
        const url = new URL(sent.url);
        return `${sent.method} ${url.pathname}${url.search}`;
      }),
  };
}
