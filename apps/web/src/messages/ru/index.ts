import { addEdit } from './add-edit';
import { auth } from './auth';
import { common } from './common';
import { home } from './home';
import { moderation } from './moderation';
import { shell } from './shell';
import { staticPages } from './static-pages';
import { types } from './types';
import { uiControls } from './ui-controls';
import { yearTools } from './year-tools';

/**
 * Every UI text of the site, in Russian: one file per feature under this folder,
 * gathered here so the spec's strings can be checked and a second language added.
 */
export const ru = {
  ...common,
  yearTools,
  ...shell,
  addEdit,
  auth,
  home,
  moderation,
  staticPages,
  types,
  uiControls,
} as const;
