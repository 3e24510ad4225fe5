import {
  DatingCheckPage,
  DatingCheckQuery,
  DatingContradictionPage,
  DatingDto,
  DatingPointsDto,
  DatingPointsQuery,
  DatingQuery,
} from '../dating';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

const tags = ['dating'];

/** Dating a serial from a table and from the catalogue's own examples (ADR 060). */
export const DATING_ENDPOINTS = {
  /** The table's answer for a number and the nearest catalogued examples on each side. */
  date: endpoint({
    ...ROUTES.dating.date,
    query: DatingQuery,
    responses: { 200: DatingDto },
    tags,
  }),
  /** The examples in a run of numbers, for the chart on /year. */
  points: endpoint({
    ...ROUTES.dating.points,
    query: DatingPointsQuery,
    responses: { 200: DatingPointsDto },
    tags,
  }),
  /** «Проверить год»: examples whose stated year disagrees with the Maxim table by more than a year. */
  check: endpoint({
    ...ROUTES.dating.check,
    query: DatingCheckQuery,
    responses: { 200: DatingCheckPage },
    auth: 'MODERATOR',
    tags,
  }),
  /** «Примеры против таблицы»: examples off the Maxim table's exact year whose neighbours say so too (ADR 078). */
  contradictions: endpoint({
    ...ROUTES.dating.contradictions,
    query: DatingCheckQuery,
    responses: { 200: DatingContradictionPage },
    auth: 'MODERATOR',
    tags,
  }),
} as const;
