import { HEADER_TEXTS } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { language as ruLanguage } from '../ru/language';

/**
 * Said in English to a reader of the other language: the switch's name and the first-visit offer.
 * A module of its own, so a Russian page's switch and offer read it without the English catalogue.
 */
export const language: Catalogue<typeof ruLanguage> = {
  code: HEADER_TEXTS.en.language.code,
  version: HEADER_TEXTS.en.language.version,
  offer: 'This museum is also in English.',
  accept: 'Open in English',
  dismiss: 'No, thanks',
};
