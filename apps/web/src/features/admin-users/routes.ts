// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const adminUsersPages = {
  users: lazyPage(() => import('./pages/admin-users-page'), 'AdminUsersPage'),
};
