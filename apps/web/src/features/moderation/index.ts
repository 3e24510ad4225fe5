// The moderation feature's public entry: its pages, loaded on demand.
import { lazyPage } from '../../lib/lazy-page';

export const moderationPages = {
  moderation: lazyPage(() => import('./pages/moderation-page'), 'ModerationPage'),
  myRequests: lazyPage(() => import('./pages/my-requests-page'), 'MyRequestsPage'),
};

/** Names of referenced manufacturers, types, subtypes and stamps, for records that carry only ids. */
export { useLookups } from './components/use-lookups';
