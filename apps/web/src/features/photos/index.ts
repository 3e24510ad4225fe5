// The photos feature's public entry: a photo's card data, and its page.
import { lazyPage } from '../../lib/lazy-page';

export { usePhotoInfo } from './api/get-photo';

export const photoPages = {
  photo: lazyPage(() => import('./pages/photo-page'), 'PhotoPage'),
};
