import { isDatabaseUnavailable } from '../db/unavailable';
import { DataDirLocked } from '../lib/data-dir-lock';
import { DomainError } from '../lib/errors';

/** File-system failures an operator fixes by hand, in Russian, by their code. */
const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'Не найдено',
  ENOTDIR: 'Это не папка',
  EISDIR: 'Это папка, а не файл',
  EACCES: 'Нет доступа',
  EPERM: 'Нет доступа',
  EROFS: 'Только для чтения',
  ENOSPC: 'На диске нет места',
  EDQUOT: 'Исчерпана дисковая квота',
};

/**
 * What a failed admin command prints: one Russian line an operator can act on, no stack (the
 * stack is for `--verbose`). Refusals the code meant (a restore into a non-empty setup, an
 * unknown user) carry their own Russian text; anything else keeps its message on the same line.
 */
export function cliErrorLine(error: unknown): string {
  if (error instanceof DomainError) return error.detail;
  if (error instanceof DataDirLocked) {
    return (
      `Папка данных ${error.dataDir} занята другим процессом${error.holder ? ` (${error.holder})` : ''}: ` +
      'остановите сервер или выполните команду с PostgreSQL (DATABASE_URL)'
    );
  }
  if (isDatabaseUnavailable(error)) return 'База данных недоступна: проверьте DATABASE_URL и что PostgreSQL запущен';
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (typeof code === 'string' && FILE_ERRORS[code]) return `${FILE_ERRORS[code]}${typeof path === 'string' ? `: ${path}` : ''}`;
  const message = error instanceof Error ? error.message : String(error);
  return `Команда не выполнена: ${message.replace(/\s*\n\s*/g, '; ')} (подробности: --verbose)`;
}
