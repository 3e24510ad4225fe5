import { FIRST_SCREEN_TEXTS } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { gallery as ruGallery } from '../ru/gallery';

/** Texts of the photo gallery (/gallery) and its lightbox card. */
export const gallery: Catalogue<typeof ruGallery> = {
  title: 'Gallery',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  filtersLegend: 'Gallery filters',
  apply: 'Apply',
  reset: 'Clear filters',
  perPage: 'Photos per page:',
  total: (n: string) => `Photos: ${n}`,
  tile: FIRST_SCREEN_TEXTS.en.galleryTile,
  open: (id: number) => `Open photo no. ${id}`,
  empty: FIRST_SCREEN_TEXTS.en.galleryEmpty,
  error: 'Loading failed',
  info: {
    label: 'About the photo',
    about: 'Photo details',
    collapse: 'Collapse',
    expand: 'Expand',
    products: 'Complete guns in the photo',
    details: 'Parts in the photo',
    nothing: 'Nothing is tagged in this photo yet.',
    error: 'The photo details could not be loaded.',
  },
};
