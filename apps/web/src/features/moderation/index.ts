// The moderation feature's public entry: its pages, loaded on demand.
import { lazyPage } from '../../lib/lazy-page';

export const moderationPages = {
  moderation: lazyPage(() => import('./pages/moderation-page'), 'ModerationPage'),
  myRequests: lazyPage(() => import('./pages/my-requests-page'), 'MyRequestsPage'),
};
