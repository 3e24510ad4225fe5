import { ru } from '../messages/ru';
import { ApiError } from './api-client';

/** The global error toast text: a string as is, an HTTP answer as "Ошибка {status}: {body as JSON}", else "unknown". */
export function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof ApiError) return ru.toasts.httpError(error.status, JSON.stringify(error.body));
  return ru.toasts.unknownError;
}
