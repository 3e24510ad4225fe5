import { z } from 'zod';
import { ExportQuery } from '../export';
import { HealthDto } from '../health';
import { HistoryPageQuery, HistoryParams, RevisionDto, RevisionPage } from '../history';
import { SearchAllDto, SearchAllQuery } from '../search';
import { SiteInfoDto } from '../site';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

/** The export's files, one per `format`: CSV (`csv`) or JSON Lines (`jsonl`), streamed as an attachment. */
export const EXPORT_FILE = {
  file: ['text/csv; charset=utf-8', 'application/x-ndjson; charset=utf-8'],
  description: 'Найденные записи файлом: CSV при format=csv, JSON Lines (по объекту JSON в строке) при format=jsonl',
} as const;

export const SITE_ENDPOINTS = {
  health: endpoint({
    ...ROUTES.site.health,
    responses: { 200: HealthDto },
    tags: ['health'],
  }),
  /** What the web shows from the server's configuration (the /about contact address, the public URL of permanent links). */
  site: endpoint({
    ...ROUTES.site.site,
    responses: { 200: SiteInfoDto },
    tags: ['site'],
  }),
} as const;

export const SEARCH_ENDPOINTS = {
  all: endpoint({
    ...ROUTES.search.all,
    query: SearchAllQuery,
    responses: { 200: SearchAllDto },
    tags: ['search'],
  }),
  /**
   * The search's results as a download. Anonymous callers are limited per IP, signed-in ones per
   * account: 429 with `Retry-After` past either.
   */
  export: endpoint({
    ...ROUTES.search.export,
    query: ExportQuery,
    responses: { 200: EXPORT_FILE },
    tags: ['export'],
  }),
} as const;

export const HISTORY_ENDPOINTS = {
  list: endpoint({
    ...ROUTES.history.list,
    params: HistoryParams,
    responses: { 200: z.array(RevisionDto) },
    tags: ['history'],
  }),
  page: endpoint({
    ...ROUTES.history.page,
    params: HistoryParams,
    query: HistoryPageQuery,
    responses: { 200: RevisionPage },
    tags: ['history'],
  }),
} as const;
