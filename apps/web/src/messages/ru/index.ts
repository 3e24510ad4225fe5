import { common } from './common';
import { yearTools } from './year-tools';

/**
 * Every UI text of the site, in Russian: one file per feature under this folder,
 * gathered here so the spec's strings can be checked and a second language added.
 */
export const ru = {
  ...common,
  yearTools,
} as const;
