// The gallery feature's public entry: its page, loaded on demand.
import { lazyPage } from '../../lib/lazy-page';

export const galleryPages = {
  gallery: lazyPage(() => import('./pages/gallery-page'), 'GalleryPage'),
};
