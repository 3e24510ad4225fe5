// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const moderationPages = {
  moderation: lazyPage(() => import('./pages/moderation-page'), 'ModerationPage'),
  yearCheck: lazyPage(() => import('./pages/year-check-page'), 'YearCheckPage'),
  contradictions: lazyPage(() => import('./pages/contradictions-page'), 'ContradictionsPage'),
  regions: lazyPage(() => import('./pages/regions-page'), 'RegionsPage'),
  myRequests: lazyPage(() => import('./pages/my-requests-page'), 'MyRequestsPage'),
};
