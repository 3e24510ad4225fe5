import type { Messages } from '../catalogue';
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
import { stamps } from './stamps';
import { staticPages } from './static-pages';
import { types } from './types';
import { uiControls } from './ui-controls';
import { yearTools } from './year-tools';

/** Every UI text of the site in English, of the same type as the Russian catalogue (ADR 054). */
export const en: Messages = {
  ...common,
  yearTools,
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
};
