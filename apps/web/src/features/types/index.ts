// The reference lists feature's public entry: its page, loaded on demand.
import { lazyPage } from '../../lib/lazy-page';

export const typesPages = {
  types: lazyPage(() => import('./pages/types-page'), 'TypesPage'),
};
