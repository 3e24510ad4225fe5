import { addEdit } from './add-edit';
import { adminUsers } from './admin-users';
import { auth } from './auth';
import { browse } from './browse';
import { collection } from './collection';
import { common } from './common';
import { dating } from './dating';
import { compare, dossier } from './dossier';
import { gallery } from './gallery';
import { home } from './home';
import { imports } from './imports';
import { items } from './items';
import { matchingNumbers } from './matching-numbers';
import { moderation } from './moderation';
import { photoViewer } from './photo-viewer';
import { profile } from './profile';
import { regions } from './regions';
import { research } from './research';
import { search } from './search';
import { shell } from './shell';
// Issue 33: stamps as evidence.
import { stamps } from './stamps';
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
  // Issue 33, point 3.
  dating,
  ...shell,
  addEdit,
  adminUsers,
  auth,
  browse,
  collection,
  compare,
  dossier,
  gallery,
  home,
  items,
  matchingNumbers,
  moderation,
  photoViewer,
  profile,
  regions,
  research,
  search,
  staticPages,
  stamps,
  types,
  uiControls,
  // Issue 35, point 4: the spreadsheet import.
  imports,
} as const;
