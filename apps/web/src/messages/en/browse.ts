import { FIRST_SCREEN_TEXTS } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { browse as ruBrowse } from '../ru/browse';

/** Texts of the shared browsing controls: pager, lightbox, scroll buttons, item facts. */
export const browse: Catalogue<typeof ruBrowse> = {
  pager: {
    label: 'Pages',
    first: 'First page',
    last: 'Last page',
    prev: 'Previous page',
    next: 'Next page',
    prevShort: 'Back',
    nextShort: 'Next',
    page: (n: number) => `Page ${n}`,
  },
  lightbox: {
    title: (n: number, total: string) => `Photo ${n} of ${total}`,
    counter: (n: number, total: string) => `${n} / ${total}`,
    close: 'Close',
    prev: 'Previous photo',
    next: 'Next photo',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    hideThumbs: 'Hide thumbnails',
    showThumbs: 'Show thumbnails',
    thumbs: 'Thumbnails',
    photoAlt: (id: number) => `Photo no. ${id}`,
  },
  scrollUp: 'To the top',
  scrollDown: 'To the bottom',
  loading: 'Loading…',
  noName: FIRST_SCREEN_TEXTS.en.noName,
};
