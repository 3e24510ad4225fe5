import type { Locale } from '@museum/contract';
import type { Messages } from '../../messages/catalogue';
import { en } from '../../messages/en';
import { ru } from '../../messages/ru';

/** One catalogue per interface language, all of one type. */
export const CATALOGUES: Readonly<Record<Locale, Messages>> = { ru, en };
