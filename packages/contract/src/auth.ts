import { z } from 'zod';

/** Login name: 3..32 letters (any script), digits, `_`, `.`, `-`. */
export const Username = z
  .string()
  .trim()
  .min(3, 'Логин: от 3 до 32 символов')
  .max(32, 'Логин: от 3 до 32 символов')
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Логин: только буквы, цифры, «_», «.» и «-»');

/** 8..128 characters, no composition rules (NIST SP 800-63B). */
export const Password = z.string().min(8, 'Пароль: не короче 8 символов').max(128, 'Пароль: не длиннее 128 символов');

export const Email = z.string().trim().max(254).pipe(z.email('Некорректный адрес e-mail'));

export const RoleName = z.enum(['USER', 'MODERATOR', 'ADMIN']);
export type RoleName = z.infer<typeof RoleName>;
