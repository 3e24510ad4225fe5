// The profile feature's public entry: its page, loaded on demand.
import { lazyPage } from '../../lib/lazy-page';

export const profilePages = {
  profile: lazyPage(() => import('./pages/profile-page'), 'ProfilePage'),
};
