// The home feature's public entry: its page, loaded on demand.
import { lazyPage } from '../../lib/lazy-page';

export const homePages = {
  home: lazyPage(() => import('./pages/home-page'), 'HomePage'),
};
